import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '@/api/notify';
import { resourceApi, type ResourceRecord } from '@/api/resource';
import type { EntityDef } from '@/contract/resource';
import { useResourceText } from './texts';

/** Sends a draft to its targets after a confirmation: the targets and frozen fields stop being editable. */
export function IssueButton({
  entity,
  record,
  onDone,
}: {
  entity: EntityDef;
  record: ResourceRecord;
  onDone: () => void;
}) {
  const { t } = useResourceText();
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    try {
      await resourceApi.issue(entity.name, record.id, record.version);
      toastSuccess(t('issued'));
    } catch {
      /* the request layer showed why */
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Popconfirm title={t('issueConfirm')} onConfirm={() => void issue()} okText={t('issue')} cancelText={t('cancel')}>
      <Button type="primary" loading={busy}>
        {t('issue')}
      </Button>
    </Popconfirm>
  );
}
