import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceRecord } from '@/api/resource';
import { useResourceText } from './texts';

interface RowActionsProps {
  record: ResourceRecord;
  canWrite: boolean;
  /** Delete as well as edit (default: as canWrite). */
  canDelete?: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}

/** View for everyone; edit and delete only with the entity's write privilege. */
export function RowActions({ canWrite, canDelete = canWrite, onView, onEdit, onDelete, extra }: RowActionsProps) {
  const { t } = useResourceText();
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onView}>
        {t('view')}
      </Button>
      {canWrite && (
        <Button type="link" size="small" onClick={onEdit}>
          {t('edit')}
        </Button>
      )}
      {extra}
      {canDelete && (
        <Popconfirm title={t('deleteConfirm')} onConfirm={onDelete} okText={t('delete')} cancelText={t('cancel')}>
          <Button type="link" size="small" danger>
            {t('delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
