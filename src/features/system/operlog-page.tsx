import { Tabs } from 'antd';
import { ENTITY_BY_NAME, operLogEntity, type FieldChange } from '@/contract/resource';
import { ResourceList, useResourceText } from '@/components/resource';
import { RecordChanges } from './record-changes';
import { systemText } from './texts';
import { LogChainPanel } from './log-chain-panel';
import { PRIVILEGES } from '@/contract';
import { useAppSelector } from '@/store/hooks';

const changesOf = ({ record }: { record?: Record<string, unknown> }) =>
  record && (
    <RecordChanges
      resource={(record.resource as string | null) ?? null}
      changes={(record.changes as FieldChange[] | undefined) ?? []}
    />
  );

/** operlog: the operation log and the sign-ins, read-only; a row opens with its field-by-field difference; the auditor verifies their hash chains. */
export default function OperLogPage() {
  const { language, label } = useResourceText();
  const mayVerify = useAppSelector((s) => s.session.privileges?.includes(PRIVILEGES.oplogRead) ?? false);
  const resourceName = (r: Record<string, unknown>) => {
    const def = typeof r.resource === 'string' ? ENTITY_BY_NAME[r.resource] : undefined;
    return def ? label(def.label) : String(r.resource ?? '');
  };
  // The row opens with the record's name as the list shows it, and its field-by-field difference.
  const detail = {
    hiddenFields: () => ['before', 'after'],
    viewRender: { resource: resourceName },
    children: changesOf,
  };
  const list = (kind: string) => (
    <ResourceList
      entity={operLogEntity}
      listKey={`operLog-${kind}`}
      fixedFilters={{ kind }}
      defaultHidden={kind === 'signIn' ? ['resource', 'recordId'] : []}
      render={{ resource: resourceName }}
      detail={detail}
    />
  );
  return (
    <>
      {mayVerify && <LogChainPanel />}
      <Tabs
        items={[
          { key: 'operation', label: systemText('operations', language), children: list('operation') },
          { key: 'signIn', label: systemText('signIns', language), children: list('signIn') },
        ]}
        destroyOnHidden
      />
    </>
  );
}
