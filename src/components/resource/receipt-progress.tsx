import { Card } from 'antd';
import { ENTITY_BY_NAME, type EntityDef } from '@/contract/resource';
import { ResourceList } from './resource-list';
import { useResourceText } from './texts';

/** The receipts of a sent record, one per target: the sender's progress table (DESIGN section 6: distribution). */
export function ReceiptProgress({ entity, recordId }: { entity: EntityDef; recordId: number }) {
  const { t } = useResourceText();
  const dist = entity.distribution!;
  const { entity: receiptEntity, parent } = entity.audience!.receipt;
  const receipt = receiptEntity ? ENTITY_BY_NAME[receiptEntity] : undefined;
  if (!receipt) return null;
  return (
    <Card size="small" title={t('receipts')} data-testid="receipt-progress">
      <ResourceList
        entity={receipt}
        listKey={`${receipt.name}@${entity.name}:${recordId}`}
        fixedFilters={{ [parent]: recordId }}
        defaultHidden={
          dist.progressColumns &&
          receipt.fields.filter((f) => f.list && !dist.progressColumns!.includes(f.name)).map((f) => f.name)
        }
        filterOnly={dist.progressColumns}
        readOnly
      />
    </Card>
  );
}
