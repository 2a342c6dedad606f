import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { resourceApi } from '@/api/resource';
import type { ListQuery } from '@/contract/resource';
import { useResourceText } from './texts';

/** Downloads the current filter as .xlsx; the request layer shows a refusal. */
export function ExportButton({ entity, query }: { entity: string; query: Pick<ListQuery, 'filters' | 'sort'> }) {
  const { t } = useResourceText();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    resourceApi
      .export(entity, query)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {t('export')}
    </Button>
  );
}
