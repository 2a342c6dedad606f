import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import { resourceCalls } from '../../../src/contract/calls/resource';
import type { DetailRecord } from '../../../src/contract/calls/records';
import { assertRecordReached } from './entity-access';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { Binding } from './binding';
import { getRecord } from './query';
import { lockedRow, STALE, updateAtVersion } from './row-writes';
import { historyOf, recordMove } from './workflow-history';
import { attachMoves, mayMove, type IssuerOf } from './workflow-rules';
import { say } from '../../../src/contract/messages/message';

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
      await assertRecordReached(db, b, u, body.id);
      const row = await lockedRow(db, b, u, body.id, 'read');
      if (!row) throw notFound();
      if (row.version !== body.version) throw conflict(STALE);
      const state = String(row[wf.field]);
      const candidates = wf.moves.filter((m) => m.action === body.action);
      if (!candidates.length) throw badRequest(say('workflow.unknownAction'), 'action');
      const move = candidates.find((m) => m.from.includes(state));
      if (!move) throw badRequest(say('workflow.notNow'), 'action');
      const issuer = move.by === 'issuer' && issuerOf ? (await issuerOf(db, [row]))[0] : null;
      if (!mayMove(def, move, u, row, issuer)) {
        throw forbidden(move.by === 'above' ? say('workflow.byLevelAbove') : say('workflow.notAllowed'));
      }
      const opinion = body.opinion?.trim() || null;
      if (move.opinion === 'required' && !opinion) throw badRequest(say('workflow.opinionRequired'), 'opinion');
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
