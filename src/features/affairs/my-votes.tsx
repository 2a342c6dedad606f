import { Button, Empty, List, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import type { MyVote } from '@/api/affairs';
import { useCallQuery } from '@/store/use-call';
import { myVotes } from '@/contract/calls/affairs';
import { useAppSelector } from '@/store/hooks';
import { BallotModal } from './ballot-modal';
import { useAffairsText } from './texts';
import { VoteStanding } from './vote-standing';
import './affairs.css';
import { colon } from '@/contract';
import { formatInstant } from '@/utils/zoned-time';

const when = (iso: string) => formatInstant(iso);

/** The votes the member may take part in: cast a ballot while open, see the result once closed. */
export function MyVotes({ compact }: { compact?: boolean }) {
  const { t } = useAffairsText();
  const kinds = useAppSelector((s) => s.dictionary.lookup.voteKind) ?? {};
  const language = useAppSelector((s) => s.app.language);
  const { data, isFetching: loading, refetch: reload } = useCallQuery(myVotes, {});
  const [ballot, setBallot] = useState<MyVote | null>(null);
  const [shown, setShown] = useState<MyVote | null>(null);
  const now = Date.now();
  const votes = (data ?? []).filter((v) => !compact || Date.parse(v.closesAt) > now - 60 * 86_400_000);
  const status = (v: MyVote) => {
    const closed = v.state !== 'published' || Date.parse(v.closesAt) <= now;
    if (closed)
      return {
        tag: <Tag>{t('ended')}</Tag>,
        action: (
          <Button size="small" onClick={() => setShown(v)}>
            {t('seeResult')}
          </Button>
        ),
      };
    if (Date.parse(v.opensAt) > now) return { tag: <Tag color="blue">{t('notOpen')}</Tag>, action: null };
    if (v.voted)
      return {
        tag: <Tag color="green">{t('voted')}</Tag>,
        action: (
          <Button size="small" onClick={() => setShown(v)}>
            {t('seeResult')}
          </Button>
        ),
      };
    return {
      tag: <Tag color="red">{t('open')}</Tag>,
      action: (
        <Button size="small" type="primary" onClick={() => setBallot(v)}>
          {t('vote')}
        </Button>
      ),
    };
  };
  return (
    <>
      <List
        loading={loading}
        dataSource={votes}
        locale={{ emptyText: <Empty description={t('noVotes')} /> }}
        renderItem={(v) => {
          const s = status(v);
          return (
            <List.Item actions={s.action ? [s.action] : []} data-vote={v.title}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    {v.title}
                    <Tag>{kinds[v.kind] ?? v.kind}</Tag>
                    {s.tag}
                  </Space>
                }
                description={`${t('window')}${colon(language)}${when(v.opensAt)} ~ ${when(v.closesAt)} · ${v.orgName} · ${t(v.anonymous ? 'anonymous' : 'named')}`}
              />
            </List.Item>
          );
        }}
      />
      {ballot && (
        <BallotModal
          vote={ballot}
          onClose={() => setBallot(null)}
          onCast={() => {
            setBallot(null);
            reload();
          }}
        />
      )}
      <Modal open={shown !== null} title={shown?.title} footer={null} onCancel={() => setShown(null)} destroyOnHidden>
        {shown && <VoteStanding voteId={shown.id} options={shown.options} />}
      </Modal>
    </>
  );
}
