import { Tag } from 'antd';
import type { FieldDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { textIn } from './texts';
import type { Language } from '@/contract';
import { formatInstant } from '@/utils/zoned-time';

type Lookup = Record<string, Record<string, string>>;

/** The text a user reads for a field of a record: dictionary labels, yes/no, the names of referenced rows. */
export function displayText(
  field: FieldDef,
  record: Record<string, unknown>,
  lookup: Lookup,
  language: Language,
): string {
  const value = record[field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'dict':
      return lookup[field.dict ?? '']?.[String(value)] ?? String(value);
    case 'bool':
      return textIn(value ? 'yes' : 'no', language);
    case 'org':
    case 'ref': {
      const name = record[`${field.name}Name`];
      return typeof name === 'string' && name ? name : String(value);
    }
    case 'datetime':
      return formatInstant(String(value));
    case 'dicts':
      return (Array.isArray(value) ? value : [])
        .map((v) => lookup[field.dict ?? '']?.[String(v)] ?? String(v))
        .join('、');
    case 'orgs':
    case 'refs': {
      const names = record[`${field.name}Names`];
      return (Array.isArray(names) ? names : Array.isArray(value) ? value : []).join('、');
    }
    case 'money':
      return `¥${String(value)}`;
    case 'json':
      return '';
    case 'html':
      return String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 200);
    default:
      return String(value);
  }
}

/** A field's value in a table cell or a detail line. */
export function FieldValue({ field, record }: { field: FieldDef; record: Record<string, unknown> }) {
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  const language = useAppSelector((s) => s.app.language);
  const text = displayText(field, record, lookup, language);
  if (field.kind === 'bool' && record[field.name] === true) return <Tag color="blue">{text}</Tag>;
  return <>{text}</>;
}
