import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgs } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import { inScope, type SessionUser } from '../../lib/session-user';
import { say } from '../../../src/contract/messages/message';

export interface ScopedOrg {
  id: number;
  name: string;
  path: string;
}

/** The organisation a fee call works on (the caller's own when none is named): 404 when missing, 403 outside the caller's subtrees. */
export async function scopedOrg(db: Db, user: SessionUser, orgId?: number | null): Promise<ScopedOrg> {
  const [org] = await db
    .select({ id: orgs.id, name: orgs.name, path: orgs.path })
    .from(orgs)
    .where(eq(orgs.id, orgId ?? user.orgId));
  if (!org) throw notFound(say('org.notFound'));
  if (!inScope(user, org.path)) throw forbidden(say('fees.notYourOrg'));
  return org;
}

export const FEE_SCREEN = '/feeManagement/feeIncome';
export const LEDGER_SCREEN = '/feeManagement/feePay';
