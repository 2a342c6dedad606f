import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, orgs, recordCorrections } from '../../db/schema/index';
import { memberEntity } from '../../../src/contract/resource/member';
import { masked, openRow } from '../../lib/sensitive';

type Value = string | number | boolean | null;

/** The fields of the member's own record screen: what the branch keeps, without computed columns. */
const SHOWN = memberEntity.fields.filter((f) => !('virtual' in f && f.virtual));

/**
 * What the branch holds about the member, as they may read it on a phone: every sensitive value masked
 * as lists mask it, whatever privileges the account holds (a phone is read over the shoulder).
 */
export async function ownRecord(db: Db, memberId: number): Promise<Record<string, Value> | null> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row) return null;
  // Stored encrypted: opened here only to be masked.
  const source = openRow(memberEntity, { ...row } as Record<string, unknown>);
  const out: Record<string, Value> = {};
  for (const f of SHOWN) {
    const v = source[f.name];
    const plain = v instanceof Date ? v.toISOString().slice(0, 10) : ((v ?? null) as Value);
    out[f.name] = f.masked && typeof plain === 'string' ? masked(f, plain) : plain;
  }
  const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, row.orgId));
  out.orgName = org?.name ?? null;
  return out;
}

const rc = recordCorrections as unknown as typeof recordCorrections & Record<string, never>;

/** Whether a correction of the same item still awaits its answer (one at a time per item). */
export async function openCorrectionOf(db: Db, memberId: number, field: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rc.id })
    .from(rc)
    .where(and(eq(rc.memberId, memberId), eq(rc.field, field), eq(rc.state, 'open')))
    .limit(1);
  return Boolean(row);
}
