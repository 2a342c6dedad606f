import { and, eq, inArray, sql } from 'drizzle-orm';
import { readByIds } from '../../db/record-reads';
import type { FastifyInstance } from 'fastify';
import type { EntityDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { bindCall } from '../../lib/call';
import { resourceCalls } from '../../../src/contract/calls/resource';
import type { ResourceRecord } from '../../../src/contract/calls/records';
import { badRequest, conflict } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { Binding, Row } from './binding';
import { getRecord, present } from './query';
import { columnsOf } from './scope-joins';
import { recordMove, type IssuerOf } from './workflow';
import { loadForWrite, STALE } from './write';

/** The entity that distributes to a receipt entity, if any. */
export function senderOf(bindings: Binding[], receipt: EntityDef): Binding | undefined {
  return bindings.find((b) => b.def.distribution?.receipt === receipt.name);
}

/** The organisation that sent the record a receipt answers (whose staff review it). */
export function issuerLookup(sender: Binding): IssuerOf {
  const dist = sender.def.distribution!;
  const cols = columnsOf(sender.table);
  return async (db, receiptRows) => {
    const parents = receiptRows.map((r) => r[dist.receiptParent]);
    const ids = [...new Set(parents.filter((id): id is number => typeof id === 'number'))];
    if (!ids.length) return parents.map(() => null);
    const owner = sender.def.owner[0];
    // The sent records found rest on their own parts: sending another leaves this read kept. One missing: the table.
    const found = (await readByIds(sender.table, owner, ids, () =>
      db
        .select({ id: cols.id, [owner]: cols[owner] })
        .from(sender.table)
        .where(inArray(cols.id, ids)),
    )) as Row[];
    const ownerOf = new Map(found.map((p) => [p.id, p[owner] as number]));
    return parents.map((id) => ownerOf.get(id as number) ?? null);
  };
}

/** The sent record a receipt belongs to, as its target may read it (the receipt's readability grants it). */
export async function parentOf(db: Db, sender: Binding, receiptRow: Record<string, unknown>, user: SessionUser) {
  const dist = sender.def.distribution!;
  const cols = columnsOf(sender.table);
  const parent = receiptRow[dist.receiptParent];
  // A receipt registered by hand answers nothing sent.
  if (typeof parent !== 'number') return null;
  const [p] = (await readByIds(sender.table, sender.def.owner[0], [parent], () =>
    db.select().from(sender.table).where(eq(cols.id, parent)),
  )) as Row[];
  if (!p) return null;
  const [shown] = present(sender, [{ ...p }], user);
  return shown;
}

/**
 * A value as comparable text: object keys sorted and numbers as numbers, since jsonb answers keys in its
 * own order and a decimal column answers '10.0' where the client sent 10.
 */
function canonical(v: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .map((k) => [k, norm((x as Record<string, unknown>)[k])]),
      );
    if (typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x)) return Number(x);
    return x ?? null;
  };
  return JSON.stringify(norm(v));
}

/** Once sent, the frozen fields (targets, indicators) keep their values: a change is a 400 naming the field. */
export function assertUnfrozen(def: EntityDef, before: Row | null, values: Record<string, unknown>): void {
  const dist = def.distribution;
  if (!dist || !before || String(before[dist.stateField]) === dist.draftState) return;
  for (const name of dist.frozen) {
    if (name in values && canonical(values[name]) !== canonical(before[name])) {
      const field = def.fields.find((f) => f.name === name);
      throw badRequest(`已下发的${def.label.zh}不能修改${field?.label.zh ?? name}`, name);
    }
  }
}

/**
 * `POST /api/<entity>/issue {id, version}`: sends a draft to its target organisations, one receipt per
 * target in the receipt entity (issuing twice creates nothing twice), and freezes the targets.
 */
export function registerIssue(
  app: FastifyInstance,
  services: Services,
  b: Binding,
  resolve: (e: string) => Binding,
): void {
  const { def } = b;
  const dist = def.distribution!;
  bindCall(app, services, resourceCalls(def).issue, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      const row = await loadForWrite(db, b, u, body.id);
      if (row.version !== body.version) throw conflict(STALE);
      if (String(row[dist.stateField]) !== dist.draftState)
        throw badRequest(`该${def.label.zh}已下发`, dist.stateField);
      const targets = (row[dist.targetOrgs] as number[] | null) ?? [];
      if (!targets.length) throw badRequest('请选择下发对象', dist.targetOrgs);
      // Targets must still lie in the issuer's subtree at the moment of sending.
      const outside = targets.filter((t) => !u.scopeOrgIds.includes(t));
      if (outside.length) throw badRequest('下发对象超出您的管理范围', dist.targetOrgs);
      const receipt = resolve(dist.receipt);
      const rcols = columnsOf(receipt.table);
      const owner = receipt.def.owner[0];
      const initial = receipt.def.workflow?.initial;
      const values = targets.map((orgId) => ({
        [dist.receiptParent]: row.id,
        [owner]: orgId,
        ...(initial ? { [receipt.def.workflow!.field]: initial } : {}),
        createdBy: u.accountId,
        updatedBy: u.accountId,
      }));
      const created = (await db
        .insert(receipt.table)
        .values(values as never)
        .onConflictDoNothing({ target: [rcols[dist.receiptParent], rcols[owner]] })
        .returning({ id: rcols.id })) as { id: number }[];
      const cols = columnsOf(b.table);
      const [updated] = (await db
        .update(b.table)
        .set({
          [dist.stateField]: dist.sentState,
          version: sql`${cols.version} + 1`,
          updatedAt: new Date(),
          updatedBy: u.accountId,
        } as never)
        .where(and(eq(cols.id, row.id), eq(cols.version, row.version)))
        .returning()) as Row[];
      if (!updated) throw conflict(STALE);
      await b.behaviour.afterIssue?.({ db, user: u, before: row, errors: {} }, updated);
      await recordMove(db, u, {
        entity: def.name,
        recordId: row.id,
        action: 'issue',
        fromState: String(row[dist.stateField]),
        toState: dist.sentState,
        detail: { targets: targets.length, receipts: created.length },
      });
      audit({ recordId: row.id, before: row, after: { ...updated, receipts: created.length } });
      return (await getRecord(db, b, resolve, u, row.id)) as ResourceRecord;
    },
  });
}
