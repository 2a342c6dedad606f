import { Card } from 'antd';
import {
  commendationNominationEntity,
  commendationObjectionEntity,
  commendationQuotaEntity,
  commendationCallEntity,
  type EntityDef,
} from '@/contract/resource';
import { ResourceDetailPage, ResourceList, isUnsent, labelIn, useOrgUnits } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';

/** One related list below a record, titled by its entity. */
function Related(props: { entity: EntityDef; listKey: string; filters: Record<string, number>; noCreate?: boolean }) {
  const language = useAppSelector((s) => s.app.language);
  const { units } = useOrgUnits();
  // Objections are kept by the call's issuer: below another level's call they are not shown at all.
  const keeps = (callOrgId: unknown) =>
    !commendationObjectionEntity.keptBySender || units.some((u) => String(u.id) === String(callOrgId));
  return (
    <Card size="small" title={labelIn(props.entity.label, language)} style={{ marginTop: 16 }}>
      <ResourceList
        entity={props.entity}
        listKey={props.listKey}
        fixedFilters={props.filters}
        noCreate={props.noCreate}
        // What every row shares with the record above is not repeated in each.
        defaultHidden={Object.keys(props.filters).concat('year')}
        detail={
          props.entity === commendationNominationEntity
            ? {
                children: ({ record }) =>
                  record &&
                  keeps(record.callOrgId) && (
                    <Related
                      entity={commendationObjectionEntity}
                      listKey="commendationObjection-of-nomination"
                      filters={{ nominationId: record.id }}
                    />
                  ),
              }
            : undefined
        }
      />
    </Card>
  );
}

/**
 * commendation_info: a call (两优一先), and once sent the quota each organisation received and the
 * nominations made under it; each nomination opens beside the list with its objections below.
 */
export default function CommendationDetailPage() {
  const ownOrg = useAppSelector((s) => s.session.orgId);
  return (
    <ResourceDetailPage
      entity={commendationCallEntity}
      hideReceipts
      children={({ record, editing }) =>
        record &&
        !editing &&
        !isUnsent(commendationCallEntity, record) && (
          <>
            <Related
              entity={commendationQuotaEntity}
              listKey="commendationQuota-of-call"
              filters={{ callId: record.id }}
              // Only the issuing organisation gives a quota (the server refuses every other caller).
              noCreate={String(record.orgId) !== ownOrg}
            />
            <Related
              entity={commendationNominationEntity}
              listKey="commendationNomination-of-call"
              filters={{ callId: record.id }}
            />
          </>
        )
      }
    />
  );
}
