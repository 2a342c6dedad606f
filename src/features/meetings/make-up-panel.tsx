import { Button, Collapse, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '@/api/notify';
import { meetingsApi, type MakeUpItem } from '@/api/meetings';
import { useCallQuery } from '@/store/use-call';
import { myMakeUps } from '@/contract/calls/meetings';
import { useAppSelector } from '@/store/hooks';
import { useMeetingText } from './texts';
import { formatInstant } from '@/utils/zoned-time';

const NONE: MakeUpItem[] = [];

/** A member's home: the meetings they missed on shift, the content to read, and "I have studied it". */
export default function MakeUpPanel() {
  const { t } = useMeetingText();
  const types = useAppSelector((s) => s.dictionary.lookup.meetingType) ?? {};
  const answer = useCallQuery(myMakeUps, {});
  const items: MakeUpItem[] | null = answer.isError ? NONE : (answer.data?.records ?? null);
  const [busy, setBusy] = useState<number | null>(null);
  const load = () => answer.refetch();

  const confirm = async (id: number) => {
    setBusy(id);
    try {
      await meetingsApi.confirmMakeUp(id);
      toastSuccess(t('studiedDone'));
      await load();
    } finally {
      setBusy(null);
    }
  };

  if (items === null) return null;
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('makeUpEmpty')} />;
  const pending = items.filter((i) => !i.studiedAt).length;
  return (
    <div data-testid="make-up-panel">
      {pending > 0 && <p>{t('makeUpPending', { n: pending })}</p>}
      <Collapse
        size="small"
        items={items.map((i) => ({
          key: i.id,
          label: (
            <Space wrap size={4}>
              <Tag>{types[i.type] ?? i.type}</Tag>
              <span>{i.topic}</span>
              <span className="muted">{formatInstant(i.heldAt, 'YYYY-MM-DD')}</span>
              {i.studiedAt ? (
                <Tag color="green">{t('madeUp', { at: formatInstant(i.studiedAt, 'YYYY-MM-DD') })}</Tag>
              ) : (
                <Tag color="red">{t('notMadeUp')}</Tag>
              )}
            </Space>
          ),
          children: (
            <div>
              {i.reason && <p className="muted">{t('missedBecause', { r: i.reason })}</p>}
              <div style={{ whiteSpace: 'pre-wrap' }}>{i.content}</div>
              {i.decisions && <p>{i.decisions}</p>}
              {!i.studiedAt && (
                <Button type="primary" loading={busy === i.id} onClick={() => void confirm(i.id)}>
                  {t('confirmStudied')}
                </Button>
              )}
            </div>
          ),
        }))}
      />
    </div>
  );
}
