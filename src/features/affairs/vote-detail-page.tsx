import { Button, Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { L, voteEntity } from '@/contract/resource';
import type { VoteOption } from '@/contract/resource/affairs-rules';
import { isEditable, ResourceDetail, type DetailSection } from '@/components/resource';
import { queryDefaults } from '@/components/resource/resource-detail-page';
import { useAffairsText } from './texts';
import { VoteOptions } from './vote-options';
import { VoteStanding } from './vote-standing';
import './affairs.css';
import { entityRoutes } from '@/contract/entity-routes';

const SECTIONS: DetailSection[] = [
  {
    title: L(['投票信息', 'Vote', 'Votación']),
    fields: [
      'title',
      'kind',
      'orgId',
      'state',
      'opensAt',
      'closesAt',
      'minChoices',
      'maxChoices',
      'anonymous',
      'description',
    ],
  },
  { title: L(['投票人', 'Voters', 'Electores']), fields: ['voterOrgIds', 'voterMemberIds'] },
];
const LIST = '/partyAffairs/onlineVoting';
/** A new vote starts as one anonymous choice, the common case. */
const NEW_VOTE = { minChoices: 1, maxChoices: 1, anonymous: true };
const RESULT = '/partyAffairs/onlineVoting_fina';

/** onlineVoting_info: one vote, its options or candidates, its moves (publish, close, finalise) and turnout. */
export default function VoteDetailPage() {
  const { t } = useAffairsText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return (
    <ResourceDetail
      key={id ?? 'new'}
      entity={voteEntity}
      id={id}
      sections={SECTIONS}
      viewRender={{
        options: (r) => t('optionCount', { n: Array.isArray(r.options) ? r.options.length : 0 }),
        result: (r) => (r.result ? t('finalised') : '—'),
      }}
      startInEdit={params.get('edit') === '1'}
      defaults={{ ...NEW_VOTE, ...queryDefaults(params) }}
      onBack={() => navigate(LIST)}
      onSaved={(saved, created) =>
        created && navigate(`${entityRoutes(voteEntity).detail}?id=${saved.id}`, { replace: true })
      }
      actions={({ record, editing }) =>
        record &&
        !editing &&
        record.state !== 'draft' && (
          <Button onClick={() => navigate(`${RESULT}?id=${record.id}`)}>{t('resultOf')}</Button>
        )
      }
      children={({ record, access, editing, reload }) => (
        <>
          {!editing && (
            <VoteOptions record={record} canEdit={access.write && isEditable(voteEntity, record)} onSaved={reload} />
          )}
          {record && record.state !== 'draft' && (
            <Card size="small" title={t('resultOf')}>
              <VoteStanding voteId={record.id} options={(record.options as VoteOption[]) ?? []} />
            </Card>
          )}
        </>
      )}
    />
  );
}
