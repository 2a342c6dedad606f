import { and, eq, inArray, sql } from 'drizzle-orm';
import { readByIds } from '../../db/record-reads';
import type { FastifyInstance } from 'fastify';
import type { EntityDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { bindCall } from '../../lib/call';
import { resourceCalls } from '../../../src/contract/calls/resource';
import type { ResourceRecord } from '../../../src/contract/calls/records';
import { assertRecordReached } from './entity-access';
import { badRequest, conflict } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { Binding, Row } from './binding';
import { audienceOf } from './audience';
import { getRecord, present } from './query';
import { columnsOf } from './scope-joins';
import { loadForWrite, STALE } from './row-writes';
import { recordMove } from './workflow-history';
import type { IssuerOf } from './workflow-rules';
import { say } from '../../../src/contract/messages/message';

/** The entity that distributes to a receipt entity, if any. */
export function senderOf(bindings: Binding[], receipt: EntityDef): Binding | undefined {
  return bindings.find((b) => b.def.distribution && b.def.audience?.receipt.entity === receipt.name);
}

/** The organisation that sent the record a receipt answers (whose staff review it). */
export function issuerLookup(sender: Binding): IssuerOf {
  const { parent: parentField } = audienceOf(sender.def).receipt;
  const cols = columnsOf(sender.table);
  return async (db, receiptRows) => {
    const parents = receiptRows.map((r) => r[parentField]);
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
  const cols = columnsOf(sender.table);
  const parent = receiptRow[audienceOf(sender.def).receipt.parent];
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
  const audience = audienceOf(def);
  const { parent, target } = audience.receipt;
  bindCall(app, services, resourceCalls(def).issue, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      await assertRecordReached(db, b, u, body.id);
      const row = await loadForWrite(db, b, u, body.id);
      if (row.version !== body.version) throw conflict(STALE);
      if (String(row[dist.stateField]) !== dist.draftState)
        throw badRequest(say('distribution.alreadySent', { entity: def.label }), dist.stateField);
      const targets = (row[audience.orgs] as number[] | null) ?? [];
      if (!targets.length) throw badRequest(say('distribution.noTargets'), audience.orgs);
      // Targets must still lie in the issuer's subtree at the moment of sending.
      const outside = targets.filter((t) => !u.scopeOrgIds.includes(t));
      if (outside.length) throw badRequest(say('distribution.targetsOutOfScope'), audience.orgs);
      const receipt = resolve(audience.receipt.entity!);
      const rcols = columnsOf(receipt.table);
      const initial = receipt.def.workflow?.initial;
      const values = targets.map((orgId) => ({
        [parent]: row.id,
        [target]: orgId,
        ...(initial ? { [receipt.def.workflow!.field]: initial } : {}),
        createdBy: u.accountId,
        updatedBy: u.accountId,
      }));
      const created = (await db
        .insert(receipt.table)
        .values(values as never)
        .onConflictDoNothing({ target: [rcols[parent], rcols[target]] })
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
