import { Tag, Tooltip } from 'antd';
import type { ResourceRecord } from '@/api/resource';

/** The server's rule warnings of a row (organisation size, statutory dates) as orange tags. */
export function WarningTags({ record }: { record: ResourceRecord }) {
  const warnings = record.warnings ?? [];
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
