import { sql } from 'drizzle-orm';
import { COMMENDATION_KIND, QUOTA_FIELD } from '../../../../src/contract/resource/commendation-call';
import { NOMINATION_OUT } from '../../../../src/contract/resource/commendation-nomination';
import { DICTIONARY_WORDS } from '../../../../src/contract/dictionary-words';
import { say } from '../../../../src/contract/messages/message';
import { commendationNominations } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import { badRequest, forbidden } from '../../../lib/errors';
import { resultRows } from '../../../lib/sql-rows';
import type { Behaviour, SaveContext } from '../../resources/binding';
import { columnsOf } from '../../resources/scope-joins';
import { callOf, quotaFor } from '../call-reads';

const n = columnsOf(commendationNominations);
/** SQL: the nomination still holds its place (not turned down, not withdrawn). */
const STILL_IN = sql.raw(`NOT (state IN (${NOMINATION_OUT.map((x) => `'${x}'`).join(', ')}))`);
const kindLabel = (kind: string) => {
  const [, zh, en, es] = DICTIONARY_WORDS.commendationKind.find(([v]) => v === kind) ?? [kind, kind, kind, kind];
  return { zh, en, es };
};

/** The nominee's name, and that the nominee belongs to the nominating organisation's subtree. */
async function nominee(db: Db, v: Record<string, unknown>): Promise<{ name?: string; field: string }> {
  const byOrg = v.kind === COMMENDATION_KIND.org;
  const field = byOrg ? 'nomineeOrgId' : 'memberId';
  const id = v[field];
  if (typeof id !== 'number') return { field };
  const r = byOrg
    ? await db.execute(sql`SELECT t.name FROM orgs t JOIN orgs n ON n.id = ${v.orgId as number}
        WHERE t.id = ${id} AND t.path LIKE n.path || '%'`)
    : await db.execute(sql`SELECT m.name FROM members m JOIN orgs mo ON mo.id = m.org_id JOIN orgs n ON n.id = ${v.orgId as number}
        WHERE m.id = ${id} AND mo.path LIKE n.path || '%'`);
  return { name: resultRows<{ name: string }>(r)[0]?.name ?? '', field };
}

/** How many nominations of a kind already hold places of a quota, besides this one. */
async function placesTaken(db: Db, quotaId: number, kind: string, self: number) {
  const r = await db.execute(sql`SELECT count(*)::int AS used FROM commendation_nominations
    WHERE quota_id = ${quotaId} AND kind = ${kind} AND id <> ${self} AND ${STILL_IN}`);
  return Number(resultRows<{ used: number }>(r)[0]?.used ?? 0);
}

async function checkNomination({ db, before, errors }: SaveContext, v: Record<string, unknown>) {
  if (typeof v.callId !== 'number' || typeof v.orgId !== 'number' || typeof v.kind !== 'string') return;
  const call = await callOf(db, v.callId);
  if (!call || call.state !== 'issued') return void (errors.callId ??= say('commendation.notNominating'));
  v.year = call.year;
  const quota = await quotaFor(db, call.id, v.orgId);
  if (!quota) return void (errors.orgId ??= say('commendation.notReceived'));
  v.quotaId = quota.id;
  const who = await nominee(db, v);
  if (v.kind === COMMENDATION_KIND.org) v.memberId = null;
  else v.nomineeOrgId = null;
  if (who.name === undefined)
    return void (errors[who.field] ??= say(
      v.kind === COMMENDATION_KIND.org ? 'commendation.orgRequired' : 'commendation.memberRequired',
    ));
  if (!who.name) return void (errors[who.field] ??= say('commendation.nomineeOutside'));
  v.nomineeName = who.name;
  const self = before?.id ?? 0;
  const twice =
    await db.execute(sql`SELECT 1 FROM commendation_nominations WHERE call_id = ${call.id} AND kind = ${v.kind}
    AND id <> ${self} AND coalesce(member_id, 0) = ${(v.memberId as number) ?? 0}
    AND coalesce(nominee_org_id, 0) = ${(v.nomineeOrgId as number) ?? 0}
    AND ${STILL_IN}`);
  if (resultRows(twice).length) return void (errors[who.field] ??= say('commendation.alreadyNominated'));
  const limit = quota[QUOTA_FIELD[v.kind as keyof typeof QUOTA_FIELD]];
  const used = await placesTaken(db, quota.id, v.kind, self);
  if (used >= limit)
    errors.kind ??= say('commendation.overQuota', { org: quota.orgName, kind: kindLabel(v.kind), quota: limit, used });
}

/**
 * The moves that belong to the call's issuer: the decision, and sending back what was forwarded to it. The
 * committee's review is a level above the branch ('above'); the decision is the issuer's alone, not of every
 * level above (a company committee does not approve the group's commendations).
 */
const byIssuer = (action: string, from: string) =>
  action === 'approve' || action === 'reject' || (action === 'return' && from === 'forwarded');
/**
 * A nomination: its call is taking nominations and reached the nominating organisation, the nominee
 * belongs to it, once per call, within the quota. The committee forwards, the call's issuer decides.
 */
export const commendationNominationBehaviour: Behaviour = {
  computed: () => ({
    callOrgId: sql<number>`(SELECT c.org_id FROM commendation_calls c WHERE c.id = ${n.callId})`.mapWith(Number),
    callOrgIdName: sql<string>`(SELECT o.name FROM commendation_calls c JOIN orgs o ON o.id = c.org_id WHERE c.id = ${n.callId})`,
    quotaOrgId: sql<number>`(SELECT q.org_id FROM commendation_quotas q WHERE q.id = ${n.quotaId})`.mapWith(Number),
    quotaOrgIdName: sql<string>`(SELECT o.name FROM commendation_quotas q JOIN orgs o ON o.id = q.org_id WHERE q.id = ${n.quotaId})`,
  }),
  computedReads: ['callId', 'quotaId'],

  beforeSave: checkNomination,

  offersMove(move, row, user) {
    if (!byIssuer(move.action, String(row.state)) || typeof row.callOrgId !== 'number') return true;
    return user.scopeOrgIds.includes(row.callOrgId);
  },

  async onTransition({ db, user, before }, { move }) {
    const row = before!;
    const call = await callOf(db, row.callId as number);
    if (byIssuer(move.action, String(row.state)) && call && !user.scopeOrgIds.includes(call.orgId))
      throw forbidden(say('commendation.decidedByIssuer'));
    if (move.action === 'submit') {
      // The quota may have been lowered, or filled by others, since the draft was saved.
      const errors: Record<string, unknown> = {};
      await checkNomination({ db, user, before: row, errors } as SaveContext, { ...row });
      const first = Object.entries(errors)[0];
      if (first) throw badRequest(first[1] as never, first[0]);
    }
  },
};
