import { L, dataCallReplyEntity } from '@/contract/resource';
import { isEditable, ResourceDetailPage, type DetailSection } from '@/components/resource';
import { DataCallRows } from './data-call-rows';

const SECTIONS: DetailSection[] = [
  {
    title: L(['数据报送', 'Data call', 'Solicitud de datos']),
    fields: ['title', 'issuerName', 'orgId', 'deadline', 'rowMode', 'state', 'instructions'],
  },
  {
    title: L(['报送情况', 'Reply', 'Respuesta']),
    fields: ['rowCount', 'submittedAt', 'reviewedAt', 'reviewOpinion', 'remark', 'dataCallId'],
  },
];

/**
 * datacall_fill: one organisation's reply to a data call: the form as sent, its rows (filled on screen or
 * by the template), and the moves: submit for the organisation, accept or return for the level that sent it.
 */
export default function DataCallFillPage() {
  return (
    <ResourceDetailPage
      entity={dataCallReplyEntity}
      sections={SECTIONS}
      children={({ record, access, editing, reload }) =>
        record &&
        !editing && (
          <DataCallRows
            key={`${record.id}:${record.version}`}
            record={record}
            canFill={access.write && isEditable(dataCallReplyEntity, record)}
            onSaved={reload}
          />
        )
      }
    />
  );
}
