import { Progress, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { jobProgress, type JobProgress } from '@/contract/calls/jobs';
import { useCallQuery } from '@/store/use-call';
import { useTexts } from './use-texts';

/** How often a running job is asked how far it has come. */
const POLL_MS = 500;

const TEXTS = {
  exporting: ['正在导出', 'Exporting', 'Exportando'],
  importing: ['正在导入', 'Importing', 'Importando'],
  rows: ['{done} / {total} 行', '{done} of {total} rows', '{done} de {total} filas'],
} as const;

export interface JobProgressBarProps {
  /** The job being followed; nothing shows without one. */
  id: string | null;
  kind: 'exporting' | 'importing';
  /** Called once, when the job stops running (done, refused or failed). */
  onEnd: (progress: JobProgress) => void;
}

/**
 * The progress of a job the caller started (a long export, an import), polled until it ends: a bar with the
 * rows done so far, shown only to whoever started it since only they can read it.
 */
export function JobProgressBar({ id, kind, onEnd }: JobProgressBarProps) {
  const { t } = useTexts(TEXTS);
  const answer = useCallQuery(jobProgress, id ? { id } : skipToken, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const progress = id ? answer.data : undefined;
  const ended = useRef<string | null>(null);
  const running = !progress || progress.state === 'running';
  useEffect(() => {
    if (!id || !progress || progress.state === 'running' || ended.current === id) return;
    ended.current = id;
    onEnd(progress);
  }, [id, progress, onEnd]);
  useEffect(() => {
    // A failed poll (the session ended, the job is gone) ends the bar as a failure.
    if (id && answer.isError && ended.current !== id) {
      ended.current = id;
      onEnd({ state: 'failed', done: 0, total: 0, fileName: null, result: null, problem: null, refusals: null });
    }
  }, [id, answer.isError, onEnd]);
  if (!id || !running) return null;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total ? Math.floor((done * 100) / total) : 0;
  return (
    <Space size={8} data-testid="job-progress" style={{ minWidth: 240 }}>
      <Typography.Text type="secondary">{t(kind)}</Typography.Text>
      <Progress
        percent={percent}
        size="small"
        status="active"
        style={{ width: 140, margin: 0 }}
        aria-label={t(kind)}
        format={(p) => `${p}%`}
      />
      {total > 0 && <Typography.Text type="secondary">{t('rows', { done, total })}</Typography.Text>}
    </Space>
  );
}
