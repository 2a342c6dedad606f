import { Button, Card, Descriptions, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { callsOf } from '@/api/resource';
import { voteEntity } from '@/contract/resource';
import type { VoteOption } from '@/contract/resource/affairs-rules';
import { ResourceList, WorkflowActions, useResourceText } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { useCallQuery } from '@/store/use-call';
import { useAffairsText } from './texts';
import { VoteStanding } from './vote-standing';
import './affairs.css';
import { formatInstant } from '@/utils/zoned-time';
import { entityRoutes } from '@/contract/entity-routes';

const RESULT = '/partyAffairs/onlineVoting_fina';

/** onlineVoting_fina: the result of one vote (?id=), with the close and finalise moves; without an id, the votes to finalise. */
export default function VoteResultPage() {
  const { t } = useAffairsText();
  const { t: rt, label } = useResourceText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const kinds = useAppSelector((s) => s.dictionary.lookup.voteKind) ?? {};
  // A close or finalise move refetches the vote by its tag; a refused one reloads it to show why.
  const {
    data: record,
    isFetching: loading,
    refetch,
  } = useCallQuery(callsOf('vote').get, id ? { id } : skipToken, { refetchOnMountOrArgChange: true });
  if (!id) {
    return (
      <ResourceList
        entity={voteEntity}
        listKey="vote@result"
        readOnly
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => navigate(`${RESULT}?id=${r.id}`)}>
            {t('openResult')}
          </Button>
        )}
      />
    );
  }
  if (loading && !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!record) return <Card>{rt('notFound')}</Card>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} className="vote-result">
      <Card size="small">
        <div className="resource-detail-header">
          <h3>{String(record.title)}</h3>
          <Space wrap>
            <WorkflowActions entity={voteEntity} record={record} onDone={() => void refetch()} />
            <Button onClick={() => navigate(`${entityRoutes(voteEntity).detail}?id=${record.id}`)}>{rt('view')}</Button>
            <Button onClick={() => navigate('/partyAffairs/onlineVoting')}>{rt('back')}</Button>
          </Space>
        </div>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={label(voteEntity.fields.find((f) => f.name === 'kind')!.label)}>
            {kinds[String(record.kind)] ?? String(record.kind)}
          </Descriptions.Item>
          <Descriptions.Item label={t('heldBy')}>{String(record.orgIdName ?? '')}</Descriptions.Item>
          <Descriptions.Item label={t('window')}>
            {formatInstant(String(record.opensAt))} ~ {formatInstant(String(record.closesAt))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('resultOf')}>
        <VoteStanding voteId={record.id} options={(record.options as VoteOption[]) ?? []} />
      </Card>
    </Space>
  );
}
