import type { EntityDef, WorkflowMove } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { Binding, Row } from './binding';
import { say } from '../../../src/contract/messages/message';

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

/**
 * Whether the caller may change a row they read, as the save and delete decide it (scope-joins.ts, writeScope):
 * its first owner organisation lies in their subtrees. Undefined where a behaviour scopes the entity itself or
 * no owner decides (group-wide configuration): the screen and privileges decide there.
 */
export function mayChange(b: Binding, user: SessionUser, row: Record<string, unknown>): boolean | undefined {
  if (b.behaviour.scope || !b.def.owner.length) return undefined;
  const owner = row[b.def.owner[0] === 'id' ? 'id' : b.def.owner[0]];
  return (
    typeof owner === 'number' && user.scopeOrgIds.includes(owner) && (b.behaviour.offersChange?.(row, user) ?? true)
  );
}

/** The actions a caller may take on each record, as the list and the detail offer them: change it, and its moves. */
export async function attachMoves(
  db: Db,
  b: Binding,
  user: SessionUser,
  records: Record<string, unknown>[],
  issuerOf?: IssuerOf,
) {
  for (const r of records) {
    const writable = mayChange(b, user, r);
    if (writable === false) r.writable = false;
  }
  const wf = b.def.workflow;
  if (!wf) return;
  const issuers =
    issuerOf && records.length && wf.moves.some((m) => m.by === 'issuer') ? await issuerOf(db, records as Row[]) : [];
  records.forEach((r, i) => {
    r.moves = wf.moves
      .filter((m) => mayMove(b.def, m, user, r, issuers[i] ?? null) && (b.behaviour.offersMove?.(m, r, user) ?? true))
      .map((m) => m.action);
  });
}

/** The owner may change a record only while its state is editable (a draft, a returned one). */
export function assertEditable(def: EntityDef, before: Row | null): void {
  const wf = def.workflow;
  if (!wf || !before) return;
  if (!wf.editable.includes(String(before[wf.field]))) throw conflict(say('record.lockedAfterSubmit'));
}
