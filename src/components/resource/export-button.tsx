import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { resourceApi } from '@/api/resource';
import { toastError } from '@/api/notify';
import type { JobProgress } from '@/contract/calls/jobs';
import type { ListQuery } from '@/contract/resource';
import { JobProgressBar } from '../job-progress';
import { useResourceText } from './texts';

/**
 * Exports the current filter as .xlsx through an export job, whatever the list's length: the server writes
 * the file in batches off the request while a bar shows how far it has come, and the file downloads once
 * ready. One path for every list, so a list that grows past what a request could build needs nothing new.
 */
export function ExportButton({ entity, query }: { entity: string; query: Pick<ListQuery, 'filters' | 'sort'> }) {
  const { t } = useResourceText();
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    resourceApi
      .exportJob(entity, query)
      .then((started) => setJob(started.id))
      .catch(() => setBusy(false));
  };
  const ended = useCallback(
    (p: JobProgress) => {
      const id = job;
      setJob(null);
      if (p.state === 'done' && id)
        void resourceApi
          .downloadJob(id, p.fileName ?? `${entity}.xlsx`)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      else {
        setBusy(false);
        if (p.problem) toastError(p.problem);
      }
    },
    [job, entity],
  );
  return (
    <Space size={8}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        {t('export')}
      </Button>
      <JobProgressBar id={job} kind="exporting" onEnd={ended} />
    </Space>
  );
}
