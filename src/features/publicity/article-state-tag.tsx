import { Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';

/** articleState: draft, published, withdrawn. */
const COLORS: Record<string, string> = { draft: 'default', published: 'green', withdrawn: 'orange' };

export function ArticleStateTag({ value }: { value: unknown }) {
  const code = value === null || value === undefined ? '' : String(value);
  const text = useAppSelector((s) => s.dictionary.lookup.articleState?.[code]) ?? code;
  return code ? <Tag color={COLORS[code] ?? 'default'}>{text}</Tag> : null;
}
