import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDef } from '../../../src/contract/resource/types';
import { badRequest } from '../../lib/errors';
import { INT4_MAX } from '../../lib/zod-types';
import { StatementSlots } from '../../db/statement-slots';
import { say } from '../../../src/contract/messages/message';
import { bidxName, blindIndex } from '../../lib/sensitive';

type Expr = PgColumn;

const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

function scalar(field: FieldDef, v: unknown): unknown {
  const ok =
    field.kind === 'bool'
      ? typeof v === 'boolean'
      : ['int', 'decimal', 'org', 'ref'].includes(field.kind)
        ? typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= INT4_MAX
        : typeof v === 'string' && v.length <= 100;
  if (!ok) throw badRequest(say('filter.invalid', { field: field.name }), field.name);
  return v;
}

/**
 * Turns the list's filters into SQL, each by its field's operator; anything else is a 400 naming it.
 * The values go where `slots` puts them, and what shapes the text (which filters, how many values a
 * list holds, which ends a range has) is noted there.
 */
export function filterConditions(
  fields: FieldDef[],
  filters: Record<string, unknown>,
  exprOfAny: (name: string) => PgColumn | SQL | undefined,
  slots = StatementSlots.inline(),
): SQL[] {
  const put = <T>(v: T) => slots.put(v);
  // Computed SQL compares like a column; drizzle's operators are typed for columns only.
  const exprOf = (name: string) => exprOfAny(name) as Expr | undefined;
  const out: SQL[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const field = fields.find((f) => f.name === name && f.filter);
    const expr = exprOf(name);
    if (!field || !expr) throw badRequest(say('filter.unsupported', { field: name }), name);
    slots.note(`${name}:${field.filter}`);
    // Personal data is stored encrypted: an exact search compares blind indexes, never the values.
    if (field.sensitive) {
      const bidx = exprOf(bidxName(name));
      if (field.filter !== 'eq' || !bidx) throw badRequest(say('filter.unsupported', { field: name }), name);
      const plain = scalar(field, value) as string;
      out.push(eq(bidx, put(blindIndex(field.kind === 'idNumber' ? plain.trim().toUpperCase() : plain.trim()))));
      continue;
    }
    switch (field.filter) {
      case 'eq':
        out.push(eq(expr, put(scalar(field, value))));
        break;
      case 'like': {
        if (typeof value !== 'string' || value.length > 100)
          throw badRequest(say('filter.invalid', { field: name }), name);
        out.push(ilike(expr, put(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
        break;
      }
      case 'in': {
        if (!Array.isArray(value) || value.length > 100) throw badRequest(say('filter.invalid', { field: name }), name);
        slots.note(String(value.length));
        out.push(
          inArray(
            expr,
            value.map((v) => put(scalar(field, v))),
          ),
        );
        break;
      }
      case 'range': {
        const [from, to] = Array.isArray(value) ? value : [];
        if (!Array.isArray(value) || value.length !== 2 || [from, to].some((v) => v !== null && !isDate(v))) {
          throw badRequest(say('filter.dateRange', { field: name }), name);
        }
        slots.note(`${from ? 'from' : ''}-${to ? 'to' : ''}`);
        if (field.kind === 'datetime') {
          // Days of a time: the last day is included, not cut at its first instant.
          if (from) out.push(sql`${expr} >= ${put(from)}::date`);
          if (to) out.push(sql`${expr} < (${put(to)}::date + 1)`);
          break;
        }
        if (from) out.push(gte(expr, put(from)));
        if (to) out.push(lte(expr, put(to)));
        break;
      }
      case 'has': {
        if (field.kind === 'dicts') {
          if (typeof value !== 'string' || value.length > 50)
            throw badRequest(say('filter.invalid', { field: name }), name);
          out.push(sql`${expr} @> ARRAY[${put(value)}]::varchar[]`);
          break;
        }
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > INT4_MAX)
          throw badRequest(say('filter.invalid', { field: name }), name);
        out.push(sql`${expr} @> ARRAY[${put(value)}]::integer[]`);
        break;
      }
      case 'subtree': {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > INT4_MAX)
          throw badRequest(say('filter.invalid', { field: name }), name);
        out.push(
          sql`${expr} IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${put(value)}) || '%')`,
        );
        break;
      }
    }
  }
  return out.length ? [and(...out)!] : [];
}

export function orderBy(
  fields: FieldDef[],
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
  fallback: { field: string; order: 'asc' | 'desc'; then?: string },
  exprOf: (name: string) => PgColumn | SQL | undefined,
  id: PgColumn,
): SQL[] {
  const wanted = sort ?? fallback;
  const allowed =
    wanted.field === 'id' || fields.some((f) => f.name === wanted.field && f.sortable) || wanted === fallback;
  const expr = exprOf(wanted.field);
  if (!allowed || !expr) throw badRequest(say('filter.unsortable', { field: wanted.field }), 'sort');
  const dir = wanted.order === 'asc' ? asc : desc;
  const tie = fallback.then && fallback.then !== wanted.field ? exprOf(fallback.then) : undefined;
  return wanted.field === 'id' ? [dir(id)] : [dir(expr), ...(tie ? [asc(tie)] : []), desc(id)];
}
