import { Alert, Empty, Progress, Space, Spin, Tag } from 'antd';
import type { VoteStanding as Standing } from '@/api/affairs';
import type { VoteOption } from '@/contract/resource/affairs-rules';
import { useAffairsText } from './texts';
import { colon } from '@/contract';
import { useCallQuery } from '@/store/use-call';
import { voteResult } from '@/contract/calls/affairs';
import { useAppSelector } from '@/store/hooks';

/** Turnout while a vote is open; after the close the counts, and for an election the quorum and who was elected. */
export function VoteStanding({ voteId, options }: { voteId: number; options: VoteOption[] }) {
  const { t } = useAffairsText();
  const language = useAppSelector((s) => s.app.language);
  // A move or a ballot of the vote invalidates its tag: the standing is read again without being told.
  const answer = useCallQuery(voteResult, { voteId });
  const standing: Standing | undefined = answer.data;
  if (answer.isError) return <Empty />;
  if (!standing) return <Spin />;
  const { turnout, electorate, counts, quorum, elected } = standing;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="vote-standing">
      <div>
        {t('turnout')}
        {colon(language)}
        <strong data-testid="turnout">{turnout}</strong> / {t('electorate')}
        {colon(language)}
        {electorate}
        {standing.closed && (
          <Tag style={{ marginLeft: 8 }} color={standing.finalised ? 'green' : 'orange'}>
            {t(standing.finalised ? 'finalised' : 'notFinalised')}
          </Tag>
        )}
      </div>
      {quorum && (
        <Alert
          type={quorum.met ? 'success' : 'error'}
          showIcon
          title={t(quorum.met ? 'quorumMet' : 'quorumFailed', { n: quorum.required })}
        />
      )}
      {counts ? (
        <div data-testid="vote-counts">
          {options.map((o) => (
            <div key={o.key} className="vote-count-row">
              <span className="vote-count-label">
                {o.text}
                {elected?.includes(o.key) && (
                  <Tag color="red" style={{ marginLeft: 6 }}>
                    {t('elected')}
                  </Tag>
                )}
              </span>
              <Progress
                percent={turnout ? Math.round(((counts[o.key] ?? 0) * 100) / turnout) : 0}
                format={() => `${counts[o.key] ?? 0} ${t('votes')}`}
              />
            </div>
          ))}
        </div>
      ) : (
        <Alert type="info" title={t('resultHidden')} />
      )}
    </Space>
  );
}
