import { DetailCore, type ResourceDetailProps } from './detail-core';
import { LocationMap } from './location-map';
import { ReceiptProgress } from './receipt-progress';
import { isUnsent } from './workflow-state';

export type { DetailContext, ResourceDetailProps } from './detail-core';

/**
 * The generic detail of an entity on a screen of its own: the detail, and below what the screen adds the
 * record's place on a map (an entity with a location) and the receipts of a sent record, one per target (a
 * drawer beside a list shows the detail alone).
 */
export function ResourceDetail(props: ResourceDetailProps) {
  const { entity, hideReceipts, children } = props;
  return (
    <DetailCore
      {...props}
      children={(ctx) => (
        <>
          {children?.(ctx)}
          {ctx.record && !ctx.editing && entity.location && (
            <LocationMap entity={entity} record={ctx.record} canEdit={ctx.access.write} onSaved={ctx.reload} />
          )}
          {ctx.record && entity.distribution && !hideReceipts && !isUnsent(entity, ctx.record) && (
            <ReceiptProgress entity={entity} recordId={ctx.record.id} />
          )}
        </>
      )}
    />
  );
}
