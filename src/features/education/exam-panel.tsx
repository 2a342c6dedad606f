import './education.css';
import { Button, Empty, List, Tag } from 'antd';
import { useState } from 'react';
import { useCallQuery } from '@/store/use-call';
import { examMine } from '@/contract/calls/education';
import { ExamTaking } from './exam-taking';
import type { ExamStatus } from './texts';
import { useEduTexts, useStatusWords } from './use-channel';
import { formatInstant } from '@/utils/zoned-time';

const COLORS: Record<string, string> = {
  open: 'green',
  inProgress: 'orange',
  submitted: 'blue',
  timedOut: 'red',
  upcoming: 'default',
  missed: 'default',
  closed: 'default',
};
const when = (v: string) => formatInstant(v);

/** A member's home panel: the exams they are a target of, taking one, their own score once handed in. */
export default function ExamPanel() {
  const w = useEduTexts();
  const statuses = useStatusWords();
  const { data, refetch: reload } = useCallQuery(examMine, undefined);
  const [taking, setTaking] = useState<number | null>(null);
  if (data && !data.length) return <Empty description={w('noExam')} />;
  return (
    <>
      <List
        size="small"
        dataSource={data ?? []}
        renderItem={(e) => (
          <List.Item
            data-exam={e.title}
            actions={[
              (e.status === 'open' || e.status === 'inProgress') && (
                <Button key="take" type="primary" size="small" onClick={() => setTaking(e.id)}>
                  {e.status === 'open' ? w('take') : w('resume')}
                </Button>
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={
                <span>
                  {e.title} <Tag color={COLORS[e.status]}>{statuses(e.status as ExamStatus)}</Tag>
                  {e.score !== null && (
                    <Tag color={e.passed ? 'green' : 'red'}>
                      {w('score')} {e.score}
                    </Tag>
                  )}
                </span>
              }
              description={`${w('opensAt')} ${when(e.opensAt)} · ${w('closesAt')} ${when(e.closesAt)} · ${w('duration', { m: String(e.durationMinutes) })} · ${e.passMark}/${e.totalPoints}`}
            />
          </List.Item>
        )}
      />
      {taking !== null && (
        <ExamTaking
          examId={taking}
          onClose={() => {
            setTaking(null);
            reload();
          }}
        />
      )}
    </>
  );
}
