import type { EvidenceLink, Responder } from '../../../src/contract/resource/task';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from '../resources/binding';
import { getRecord } from '../resources/query';
import { isWithin } from './task-lookup';

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
): Promise<{ problem: string } | { links: EvidenceLink[] }> {
  if (value === null || value === undefined) return { links: [] };
  if (!Array.isArray(value) || value.length > MAX_LINKS) return { problem: `关联佐证最多${MAX_LINKS}项` };
  const out: EvidenceLink[] = [];
  for (const raw of value as Partial<EvidenceLink>[]) {
    const b = typeof raw?.entity === 'string' ? resolve(raw.entity) : undefined;
    if (!b || typeof raw.id !== 'number' || !Number.isInteger(raw.id)) return { problem: '关联佐证的记录无效' };
    if (out.some((l) => l.entity === raw.entity && l.id === raw.id)) continue;
    const record = await getRecord(db, b, (e) => resolve(e)!, user, raw.id, { reach: true });
    const owner = record?.[b.def.owner[0]];
    if (!record || typeof owner !== 'number' || !(await isWithin(db, owner, orgId)))
      return { problem: '只能关联本组织的记录' };
    out.push({
      entity: b.def.name,
      id: raw.id,
      title: String(record[b.def.titleField] ?? raw.title ?? '').slice(0, 200),
    });
  }
  return { links: out };
}

/** The roll-call of an emergency task: who responded, when, and what they did. */
export function responderProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.length > MAX_RESPONDERS) return `响应人员最多${MAX_RESPONDERS}人`;
  for (const r of value as Partial<Responder>[]) {
    if (!r || typeof r.name !== 'string' || !r.name.trim() || r.name.length > 50) return '请填写响应人员姓名';
    if (typeof r.at !== 'string' || Number.isNaN(Date.parse(r.at))) return '请填写响应时间';
    if (typeof r.what !== 'string' || r.what.length > 500) return '响应情况不能超过500个字符';
    if (r.memberId !== undefined && r.memberId !== null && !Number.isInteger(r.memberId)) return '响应人员无效';
  }
  return null;
}
