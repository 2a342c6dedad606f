import { Alert, Button, Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { orgTermEntity } from '@/contract/resource';
import { ResourceList, useOrgUnits, useResourceText } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { DueStateTag } from './due-state-tag';

/** The flags a clerk checks first: due within 6 months, within 3 months, overdue. */
const DUE_FLAGS = ['2', '3', '4'];

/** exchangeorg: every organisation's terms, flagged due in 6 months, in 3 months, or overdue; ?orgId= narrows to one. */
export default function TermListPage() {
  const [params, setParams] = useSearchParams();
  const { units } = useOrgUnits();
  const { t } = useResourceText();
  const orgId = params.get('orgId');
  const dueStates = useAppSelector((s) => s.dictionary.lookup.termDueState) ?? {};
  const orgName = orgId ? (units.find((u) => String(u.id) === orgId)?.name ?? orgId) : undefined;
  return (
    <>
      {orgId && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          title={`${t('fixedFilter')}: ${orgName}`}
          action={
            <Button size="small" onClick={() => setParams({})}>
              {t('clear')}
            </Button>
          }
        />
      )}
      <ResourceList
        entity={orgTermEntity}
        listKey={orgId ? `orgTerm@${orgId}` : undefined}
        fixedFilters={orgId ? { orgId: Number(orgId) } : undefined}
        detailQuery={orgId ? { orgId } : undefined}
        render={{ dueState: (record) => <DueStateTag value={record.dueState} /> }}
        toolbar={({ filters, search }) => (
          <Segmented
            value={String(filters.dueState ?? '')}
            onChange={(v) => search({ ...filters, dueState: v || undefined })}
            options={[
              { value: '', label: t('all') },
              ...DUE_FLAGS.map((code) => ({ value: code, label: dueStates[code] ?? code })),
            ]}
          />
        )}
      />
    </>
  );
}
