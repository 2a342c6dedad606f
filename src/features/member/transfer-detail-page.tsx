import { Card, Steps } from 'antd';
import { L, memberTransferEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import type { DetailRecord } from '@/api/resource';
import { transferMoveExtra, transferMoveReady } from './transfer-actions';
import { TransferStatusTag } from './transfer-status-tag';
import { TransferLetterButton } from './transfer-letter';

const SECTIONS: DetailSection[] = [
  {
    title: L(['转接信息', 'Transfer', 'Traslado']),
    fields: [
      'memberId',
      'memberName',
      'direction',
      'scope',
      'orgId',
      'toOrgId',
      'outsideOrgName',
      'reason',
      'feesPaidUntil',
      'status',
      'receivedOn',
    ],
  },
  { title: L(['介绍信', 'Letter', 'Carta']), fields: ['letterNo', 'issuedOn', 'validDays', 'remark'] },
];

const MAIN_PATH = ['1', '2', '3', '4'];

function TransferSteps({ record }: { record: DetailRecord }) {
  const labels = useAppSelector((s) => s.dictionary.lookup.transferStatus) ?? {};
  const status = String(record.status ?? '1');
  const offPath = !MAIN_PATH.includes(status);
  return (
    <Card size="small">
      <Steps
        current={offPath ? 1 : MAIN_PATH.indexOf(status)}
        status={offPath ? 'error' : status === '4' ? 'finish' : 'process'}
        items={MAIN_PATH.map((s, i) => ({
          title: offPath && i === 1 ? (labels[status] ?? status) : (labels[s] ?? s),
          content: s === '4' ? String(record.receivedOn ?? '') : undefined,
        }))}
      />
    </Card>
  );
}

/** membersTransferred_info: one transfer, its letter and its status moves; accepting moves the member. */
export default function TransferDetailPage() {
  return (
    <ResourceDetailPage
      entity={memberTransferEntity}
      sections={SECTIONS}
      viewRender={{ status: (r) => <TransferStatusTag value={r.status} /> }}
      moveExtra={transferMoveExtra}
      moveReady={transferMoveReady}
      actions={({ record, editing }) => record && !editing && <TransferLetterButton record={record} />}
      summary={({ record }) => record && <TransferSteps record={record} />}
    />
  );
}
