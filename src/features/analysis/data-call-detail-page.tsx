import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { toastError } from '@/api/notify';
import { dataCallApi } from '@/api/data-calls';
import { L, dataCallEntity } from '@/contract/resource';
import { isEditable, ResourceDetailPage, useEntityAccess, type DetailSection } from '@/components/resource';
import { DataCallColumns } from './data-call-columns';
import { useDataCallText } from './data-call-texts';

const SECTIONS: DetailSection[] = [
  {
    title: L(['数据报送', 'Data call', 'Solicitud de datos']),
    fields: ['title', 'orgId', 'deadline', 'rowMode', 'state', 'targetOrgIds', 'instructions'],
  },
  {
    title: L(['报送进度', 'Progress', 'Avance']),
    fields: ['receiptCount', 'submittedCount', 'acceptedCount'],
  },
];

/**
 * datacall_info: one data call, its columns (edited while a draft), and once sent each organisation's
 * reply below it (who submitted, returned, accepted) with the combined workbook of what they sent.
 */
export default function DataCallDetailPage() {
  const { t } = useDataCallText();
  const exporter = useEntityAccess(dataCallEntity).export;
  return (
    <ResourceDetailPage
      entity={dataCallEntity}
      sections={SECTIONS}
      actions={({ record, editing }) =>
        record &&
        !editing &&
        record.state !== 'draft' &&
        exporter && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              dataCallApi.combined(record.id, String(record.title)).catch((e: Error) => toastError(e.message))
            }
          >
            {t('combined')}
          </Button>
        )
      }
      children={({ record, access, editing, reload }) =>
        !editing && (
          <DataCallColumns
            record={record}
            canEdit={access.write && isEditable(dataCallEntity, record)}
            onSaved={reload}
          />
        )
      }
    />
  );
}
