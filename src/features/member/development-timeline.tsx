import { Card, Steps, Tag } from 'antd';
import type { DetailRecord } from '@/api/resource';
import { useAppSelector } from '@/store/hooks';
import { useResourceText } from '@/components/resource';
import { RULE_TEXTS, stageDues } from './development-rules';
import { todayInGroupZone } from '@/utils/zoned-time';

/** The five stages with the date each was reached and the statutory due date of the next step. */
export function DevelopmentTimeline({ record }: { record: DetailRecord }) {
  const { language } = useResourceText();
  const stages = useAppSelector((s) => s.dictionary.lookup.devStage) ?? {};
  const current = Number(record.stage ?? 1) - 1;
  const today = todayInGroupZone();
  const items = stageDues(record).map((due, i) => {
    const active = i === current;
    const late = active && due.dueOn !== undefined && due.dueOn < today && due.rule !== 'activistYear';
    return {
      title: stages[due.stage] ?? due.stage,
      content: (
        <div>
          <div>{due.reachedOn ?? ''}</div>
          {active && due.rule && due.dueOn && (
            <Tag color={late ? 'red' : 'blue'} style={{ marginTop: 4 }}>
              {RULE_TEXTS[language][due.rule].replace('{d}', due.dueOn)}
            </Tag>
          )}
        </div>
      ),
    };
  });
  return (
    <Card size="small" data-testid="development-timeline">
      <Steps current={current} items={items} status={current === 4 ? 'finish' : 'process'} />
    </Card>
  );
}
