import { Tag, Tooltip } from 'antd';
import type { ResourceRecord } from '@/api/resource';
import { wordIn } from '@/contract/messages';
import { useAppSelector } from '@/store/hooks';

/** The server's rule warnings of a row (organisation size, statutory dates) as orange tags. */
export function WarningTags({ record }: { record: ResourceRecord }) {
  const language = useAppSelector((s) => s.app.language);
  const warnings = (record.warnings ?? []).map((w) => wordIn(w, language));
  if (warnings.length === 0) return null;
  return (
    <span className="resource-warning-tags">
      {warnings.map((w) => (
        <Tooltip key={w} title={w}>
          <Tag color="orange" style={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {w}
          </Tag>
        </Tooltip>
      ))}
    </span>
  );
}
