import { eq } from 'drizzle-orm';
import { PRIVILEGES } from '../../../src/contract/privileges';
import type { FieldDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { chineseDate, enumeration, yesNo } from '../../documents/wording';
import type { DocumentValues } from '../../lib/docx';
import { groupClock, groupDay, groupYear } from '../../lib/group-zone';
import { masked, openValue, storedSensitive } from '../../lib/sensitive';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from '../resources/binding';
import type { DictLookup } from '../resources/export-xlsx';
import { columnsOf } from '../resources/scope-joins';

/** One field's value as an official document writes it: labels for codes, names for ids, dates in Chinese. */
function worded(f: FieldDef, r: Record<string, unknown>, label: DictLookup): string {
  const v = r[f.name];
  if (v === null || v === undefined || v === '') return '';
  switch (f.kind) {
    case 'dict':
      return label(f.dict!, String(v));
    case 'dicts':
      return enumeration((v as string[]).map((x) => label(f.dict!, x)));
    case 'org':
    case 'ref':
      return String(r[`${f.name}Name`] ?? '');
    case 'orgs':
    case 'refs':
      return enumeration((r[`${f.name}Names`] as string[] | undefined) ?? []);
    case 'date':
      return chineseDate(v);
    case 'datetime':
      return chineseDate(groupClock(v as string), true);
    case 'bool':
      return yesNo(v);
    case 'json':
      return '';
    default:
      return String(v);
  }
}

/** The plain text of the record's personal data, read from its columns (never sent as is). */
export async function personalData(db: Db, b: Binding, id: number): Promise<Record<string, string>> {
  const fields = storedSensitive(b.def);
  if (!fields.length) return {};
  const cols = columnsOf(b.table);
  const [row] = await db
    .select(Object.fromEntries(fields.map((f) => [f.name, cols[f.name]])))
    .from(b.table)
    .where(eq(cols.id, id));
  return Object.fromEntries(
    fields.map((f) => [f.name, typeof row?.[f.name] === 'string' ? openValue(row[f.name] as string) : '']),
  );
}

/**
 * Every field of the record worded for the document, plus what every document names: the owning
 * organisation, today and the year. Personal data shows whole to a role that manages it, masked otherwise,
 * as on the printed transfer letter.
 */
export function recordValues(
  b: Binding,
  record: Record<string, unknown>,
  personal: Record<string, string>,
  label: DictLookup,
  user: SessionUser,
): DocumentValues {
  const values: DocumentValues = {};
  for (const f of b.def.fields) values[f.name] = worded(f, record, label);
  const whole = user.privileges.has(PRIVILEGES.memberSensitive);
  for (const f of storedSensitive(b.def))
    values[f.name] = personal[f.name] && (whole ? personal[f.name] : masked(f, personal[f.name]));
  const owner = b.def.owner[0];
  values.orgName = owner ? String(record[`${owner}Name`] ?? '') : '';
  values.today = chineseDate(groupDay());
  values.year = String(groupYear());
  return values;
}
