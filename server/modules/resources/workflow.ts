import { and, asc, eq, getTableName } from 'drizzle-orm';
import { inParts } from '../../db/table-capture';
import { recordPart } from '../../db/change-feed';
import { runBySlots, StatementSlots } from '../../db/statement-slots';
import type { FastifyInstance } from 'fastify';
import type { EntityDef, WorkflowMove } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { orgs, workflowHistory } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { resourceCalls } from '../../../src/contract/calls/resource';
import type { DetailRecord } from '../../../src/contract/calls/records';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { anyOf } from '../../lib/scope';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { Binding, Row } from './binding';
import { getRecord } from './query';
import { STALE } from './write';
import { lockedRow, updateAtVersion } from './row-writes';

/** The organisations whose subtrees a caller holds: their own and any granted (the last id of each scope path). */
export const scopeRoots = (user: SessionUser): number[] =>
  user.scopePaths.map((p) => Number(p.split('/').filter(Boolean).pop()));

/** Whether a caller stands strictly above an organisation: it lies in their subtrees but is none of their roots. */
export const isAbove = (user: SessionUser, orgId: number): boolean =>
  user.scopeOrgIds.includes(orgId) && !scopeRoots(user).includes(orgId);

/**
 * The organisations of the sent records that receipts belong to (for moves made by the issuing side), in
 * the order of the rows given: one query for a whole page.
 */
export type IssuerOf = (db: Db, rows: readonly Row[]) => Promise<(number | null)[]>;

/** Whether a caller may make a move on a row, by the side the move belongs to. */
export function mayMove(
  def: EntityDef,
  move: WorkflowMove,
  user: SessionUser,
  row: Record<string, unknown>,
  issuerOrg?: number | null,
): boolean {
  const state = String(row[def.workflow!.field]);
  if (!move.from.includes(state)) return false;
  if (!user.privileges.has(move.privilege ?? def.privileges.write)) return false;
  const owner = row[def.owner[0] === 'id' ? 'id' : def.owner[0]] as number;
  switch (move.by) {
    case 'owner':
      return user.scopeOrgIds.includes(owner);
    case 'self':
      return scopeRoots(user).includes(owner);
    case 'above':
      return isAbove(user, owner);
    case 'receiver': {
      // Without a receiving organisation in the group, the owner records the receipt.
      const receiver = def.owner[1] ? (row[def.owner[1]] as number | null) : null;
      return receiver ? user.scopeOrgIds.includes(receiver) : user.scopeOrgIds.includes(owner);
    }
    case 'issuer':
      // The side that sent the record a receipt answers: never the receiving organisation itself.
      return typeof issuerOrg === 'number' && user.scopeOrgIds.includes(issuerOrg) && !scopeRoots(user).includes(owner);
  }
}

/** The actions a caller may take on each record, as the list and the detail offer them. */
export async function attachMoves(
  db: Db,
  b: Binding,
  user: SessionUser,
  records: Record<string, unknown>[],
  issuerOf?: IssuerOf,
) {
  const wf = b.def.workflow;
  if (!wf) return;
  const issuers =
    issuerOf && records.length && wf.moves.some((m) => m.by === 'issuer') ? await issuerOf(db, records as Row[]) : [];
  records.forEach((r, i) => {
    r.moves = wf.moves
      .filter((m) => mayMove(b.def, m, user, r, issuers[i] ?? null) && (b.behaviour.offersMove?.(m, r) ?? true))
      .map((m) => m.action);
  });
}

/** The owner may change a record only while its state is editable (a draft, a returned one). */
export function assertEditable(def: EntityDef, before: Row | null): void {
  const wf = def.workflow;
  if (!wf || !before) return;
  if (!wf.editable.includes(String(before[wf.field]))) throw conflict('该记录已提交或办结，不能修改');
}

/** The history is announced by the record its rows belong to (migrations 0019, 0020): 'workflow_history:meeting/345'. */
const HISTORY = getTableName(workflowHistory);

export async function historyOf(db: Db, entity: string, recordId: number) {
  const slots = StatementSlots.slotted();
  const where = and(eq(workflowHistory.entity, slots.put(entity)), eq(workflowHistory.recordId, slots.put(recordId)));
  return inParts(HISTORY, [recordPart(entity, recordId)], () =>
    runBySlots(db, workflowHistory, 'history', slots, () =>
      db
        .select({
          id: workflowHistory.id,
          action: workflowHistory.action,
          fromState: workflowHistory.fromState,
          toState: workflowHistory.toState,
          opinion: workflowHistory.opinion,
          signature: workflowHistory.signature,
          detail: workflowHistory.detail,
          accountName: workflowHistory.accountName,
          orgName: workflowHistory.orgName,
          at: workflowHistory.at,
        })
        .from(workflowHistory)
        .where(where)
        .orderBy(asc(workflowHistory.id)),
    ),
  );
}

/** Writes one move into the history (the transition call, and issuing a distribution). */
export async function recordMove(
  db: Db,
  user: SessionUser,
  entry: {
    entity: string;
    recordId: number;
    action: string;
    fromState: string | null;
    toState: string;
    opinion?: string | null;
    signature?: string | null;
    detail?: unknown;
  },
) {
  const slots = StatementSlots.slotted();
  const values = slots.row({
    ...entry,
    accountId: user.accountId,
    accountName: user.name,
    orgId: user.orgId,
    orgName: user.orgName,
  });
  await inParts(HISTORY, [recordPart(entry.entity, entry.recordId)], () =>
    runBySlots(db, workflowHistory, 'insert', slots, () => db.insert(workflowHistory).values(values as never)),
  );
}

/** `POST /api/<entity>/transition {id, version, action, opinion?, signature?, ...}`: one move, its side effects, its history. */
export function registerTransition(
  app: FastifyInstance,
  services: Services,
  b: Binding,
  resolve: (e: string) => Binding,
  issuerOf?: IssuerOf,
): void {
  const { def } = b;
  const wf = def.workflow!;
  bindCall(app, services, resourceCalls(def).transition, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      const row = await lockedRow(db, b, u, body.id, 'read');
      if (!row) throw notFound();
      if (row.version !== body.version) throw conflict(STALE);
      const state = String(row[wf.field]);
      const candidates = wf.moves.filter((m) => m.action === body.action);
      if (!candidates.length) throw badRequest('不支持的操作', 'action');
      const move = candidates.find((m) => m.from.includes(state));
      if (!move) throw badRequest('当前状态下不能执行该操作', 'action');
      const issuer = move.by === 'issuer' && issuerOf ? (await issuerOf(db, [row]))[0] : null;
      if (!mayMove(def, move, u, row, issuer)) {
        throw forbidden(move.by === 'above' ? '该操作应由上级组织办理，不能审核本组织的记录' : '无权执行该操作');
      }
      const opinion = body.opinion?.trim() || null;
      if (move.opinion === 'required' && !opinion) throw badRequest('请填写意见', 'opinion');
      const values: Record<string, unknown> = { [wf.field]: move.to };
      const detail: Record<string, unknown> = {};
      await b.behaviour.onTransition?.(
        { db, user: u, before: row, errors: {} },
        { move, input: body as Record<string, unknown>, values, detail },
      );
      const updated = await updateAtVersion(db, b, u, row, values);
      if (!updated) throw conflict(STALE);
      await b.behaviour.afterTransition?.(
        { db, user: u, before: row, errors: {} },
        { move, row: updated, input: body as Record<string, unknown> },
      );
      await recordMove(db, u, {
        entity: def.name,
        recordId: row.id,
        action: move.action,
        fromState: state,
        toState: move.to,
        opinion,
        signature: body.signature ?? null,
        detail: Object.keys(detail).length ? detail : null,
      });
      audit({ recordId: row.id, before: row, after: { ...updated, action: move.action, opinion } });
      // The answer is what a get answers now: the record, its timeline and the moves left to the caller.
      const record = await getRecord(db, b, resolve, u, row.id);
      if (!record) return null;
      record.history = await historyOf(db, def.name, row.id);
      await attachMoves(db, b, u, [record], issuerOf);
      return record as DetailRecord;
    },
  });
}

/** Organisation names by id, for queue rows. */
export async function orgNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: orgs.id, name: orgs.name }).from(orgs).where(anyOf(orgs.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
