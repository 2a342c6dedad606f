import { Alert, Button, Checkbox, Modal, Radio, Result, Space, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { examApi, type Answers, type Outcome, type Paper } from '@/api/education';
import { examStart } from '@/contract/calls/education';
import { useLatest } from '@/components/use-latest';
import { useCallMutation } from '@/store/use-call';
import type { QuestionKind } from './texts';
import { useEduTexts, useKindWords } from './use-channel';

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Taking an exam against the clock: the paper as the server drew it, every answer saved as it is given
 * (a reload or a dropped line loses nothing), handed in by the taker or when the time is up.
 */
export function ExamTaking({ examId, onClose }: { examId: number; onClose: () => void }) {
  const w = useEduTexts();
  const kinds = useKindWords();
  // Starting draws the paper and starts the clock: a write, made once per exam shown (a refused one closes).
  const [start, started] = useCallMutation(examStart);
  const closing = useLatest(onClose);
  useEffect(() => {
    start({ examId })
      .unwrap()
      .catch(() => closing.current());
  }, [examId, start, closing]);
  const paper: Paper | null = started.data ?? null;
  // The answers saved before (a reload loses nothing), then those given here.
  const [given, setGiven] = useState<Answers>({});
  const answers = useMemo(() => ({ ...paper?.answers, ...given }), [paper, given]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [left, setLeft] = useState(0);
  const [saved, setSaved] = useState(false);
  const handing = useRef(false);
  // The server's clock decides the deadline; the countdown follows it whatever the device's clock says.
  const startedAt = started.fulfilledTimeStamp;
  const skew = paper && startedAt ? Date.parse(paper.serverNow) - startedAt : 0;

  const submit = async () => {
    if (handing.current) return;
    handing.current = true;
    try {
      setOutcome(await examApi.submit(examId, answers));
    } catch {
      handing.current = false;
    }
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  useEffect(() => {
    if (!paper || outcome) return;
    const tick = () => {
      const ms = Date.parse(paper.deadline) - (Date.now() + skew);
      setLeft(ms);
      if (ms <= 0) void submitRef.current();
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [paper, outcome, skew]);

  const answer = (id: number, keys: string[]) => {
    setGiven((all) => ({ ...all, [id]: keys }));
    setSaved(false);
    void examApi
      .saveProgress(examId, { [id]: keys })
      .then(() => setSaved(true))
      .catch(() => undefined);
  };

  const confirmSubmit = () => Modal.confirm({ title: w('confirmSubmit'), onOk: submit });

  return (
    <Modal open width={900} title={paper?.title} onCancel={onClose} maskClosable={false} footer={null} destroyOnHidden>
      {outcome ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Result
            status={outcome.passed ? 'success' : 'warning'}
            title={<span data-testid="exam-score">{`${w('score')} ${outcome.score} / ${outcome.totalPoints}`}</span>}
            subTitle={outcome.passed ? w('pass') : w('fail')}
            extra={<Button onClick={onClose}>{w('close')}</Button>}
          />
          {outcome.correct &&
            paper?.questions.map((q, i) => (
              <Alert
                key={q.id}
                type={outcome.correct![q.id]?.right ? 'success' : 'error'}
                title={`${i + 1}. ${q.stem}`}
                description={`${w('yourAnswer', { a: outcome.correct![q.id]?.answer.join('') ?? '' })}${outcome.correct![q.id]?.analysis ? ` — ${outcome.correct![q.id]!.analysis}` : ''}`}
              />
            ))}
        </Space>
      ) : !paper ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space className="edu-exam-bar" wrap>
            <Tag color={left < 60_000 ? 'red' : 'blue'} data-testid="exam-clock">
              {w('timeLeft')} {clock(left)}
            </Tag>
            {saved && <span className="muted">{w('autoSaved')}</span>}
            <Button type="primary" onClick={confirmSubmit}>
              {w('submit')}
            </Button>
          </Space>
          <ol className="edu-questions">
            {paper.questions.map((q) => (
              <li key={q.id} data-question={q.id}>
                <div className="edu-stem">
                  <Tag>{kinds(q.kind as QuestionKind)}</Tag>
                  {q.stem}
                  {w('worth', { n: String(q.points) })}
                </div>
                {q.kind === 'multiple' ? (
                  <Checkbox.Group
                    value={answers[q.id] ?? []}
                    onChange={(v) => answer(q.id, v as string[])}
                    options={q.options.map((o) => ({ value: o.key, label: `${o.key}. ${o.text}` }))}
                  />
                ) : (
                  <Radio.Group
                    value={answers[q.id]?.[0]}
                    onChange={(e) => answer(q.id, [e.target.value as string])}
                    options={q.options.map((o) => ({ value: o.key, label: `${o.key}. ${o.text}` }))}
                  />
                )}
              </li>
            ))}
          </ol>
        </Space>
      )}
    </Modal>
  );
}
