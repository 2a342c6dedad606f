import type { EvidenceLink, Responder } from '../../../src/contract/resource/task';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from '../resources/binding';
import { getRecord } from '../resources/query';
import { isWithin } from './task-lookup';
import { say, type Message } from '../../../src/contract/messages/message';

const MAX_LINKS = 100;
const MAX_RESPONDERS = 500;

/**
 * Checks evidence links against the records themselves: each must be a record the caller may read, of
 * the submitting organisation or below it; the stored title is the record's own. Answers the problem or
 * the links as they will be stored.
 */
export async function checkEvidence(
  db: Db,
  user: SessionUser,
  orgId: number,
  value: unknown,
  resolve: (entity: string) => Binding | undefined,
): Promise<{ problem: Message } | { links: EvidenceLink[] }> {
  if (value === null || value === undefined) return { links: [] };
  if (!Array.isArray(value) || value.length > MAX_LINKS)
    return { problem: say('task.tooManyLinks', { max: MAX_LINKS }) };
  const out: EvidenceLink[] = [];
  for (const raw of value as Partial<EvidenceLink>[]) {
    const b = typeof raw?.entity === 'string' ? resolve(raw.entity) : undefined;
    if (!b || typeof raw.id !== 'number' || !Number.isInteger(raw.id)) return { problem: say('task.badLink') };
    if (out.some((l) => l.entity === raw.entity && l.id === raw.id)) continue;
    const record = await getRecord(db, b, (e) => resolve(e)!, user, raw.id, { reach: true });
    const owner = record?.[b.def.owner[0]];
    if (!record || typeof owner !== 'number' || !(await isWithin(db, owner, orgId)))
      return { problem: say('task.linkOwnOrg') };
    out.push({
      entity: b.def.name,
      id: raw.id,
      title: String(record[b.def.titleField] ?? raw.title ?? '').slice(0, 200),
    });
  }
  return { links: out };
}

/** The roll-call of an emergency task: who responded, when, and what they did. */
export function responderProblem(value: unknown): Message | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.length > MAX_RESPONDERS)
    return say('task.tooManyResponders', { max: MAX_RESPONDERS });
  for (const r of value as Partial<Responder>[]) {
    if (!r || typeof r.name !== 'string' || !r.name.trim() || r.name.length > 50) return say('task.responderName');
    if (typeof r.at !== 'string' || Number.isNaN(Date.parse(r.at))) return say('task.responderTime');
    if (typeof r.what !== 'string' || r.what.length > 500) return say('task.responseTooLong');
    if (r.memberId !== undefined && r.memberId !== null && !Number.isInteger(r.memberId))
      return say('task.badResponder');
  }
  return null;
}
