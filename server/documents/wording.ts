/** How an official document writes what a record holds: dates in Chinese, lists with the enumeration comma. */

const parts = (iso: string) => /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(iso);

/** 2024-07-01 -> 2024年7月1日; with its time, 2024年7月1日 14:30. */
export function chineseDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const iso = value instanceof Date ? value.toISOString() : String(value);
  const m = parts(iso);
  if (!m) return iso;
  const day = `${m[1]}年${Number(m[2])}月${Number(m[3])}日`;
  return withTime && m[4] ? `${day} ${m[4]}:${m[5]}` : day;
}

export const enumeration = (items: string[]): string => items.filter(Boolean).join('、');

export const yesNo = (v: unknown): string => (v ? '是' : '否');
