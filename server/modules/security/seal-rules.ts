import { eq } from 'drizzle-orm';
import { PRIVILEGES } from '../../../src/contract/privileges';
import { SEAL_STATE } from '../../../src/contract/resource/seal';
import type { Db } from '../../db/client';
import { seals, sealUses } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { say, type MessageCode } from '../../../src/contract/messages/message';

export interface SealRow {
  id: number;
  name: string;
  orgId: number;
  keeperId: number | null;
  state: string;
  image: string | null;
}

const UNUSABLE = {
  [SEAL_STATE.suspended]: 'seal.unusable.suspended',
  [SEAL_STATE.destroyed]: 'seal.unusable.destroyed',
} as const satisfies Record<string, MessageCode>;

/** Only the keeper or a holder of seal:use or seal:manage may use a seal, and only while it is in use. */
export function assertMayUse(user: SessionUser, seal: SealRow): void {
  if (seal.state !== SEAL_STATE.inUse)
    throw conflict(say(UNUSABLE[seal.state as keyof typeof UNUSABLE] ?? 'seal.unusable.other', { seal: seal.name }));
  const holder = user.privileges.has(PRIVILEGES.sealUse) || user.privileges.has(PRIVILEGES.sealManage);
  if (seal.keeperId !== user.accountId && !holder) throw forbidden(say('seal.notKeeper', { seal: seal.name }));
}

export async function loadSeal(db: Db, id: number): Promise<SealRow> {
  const [row] = await db.select().from(seals).where(eq(seals.id, id));
  if (!row) throw notFound(say('seal.notFound'));
  return row as unknown as SealRow;
}

/** Records one use (append-only) and answers it. */
export async function recordSealUse(
  db: Db,
  user: SessionUser,
  seal: SealRow,
  what: { document: string; documentRef?: string | null; purpose: string },
): Promise<{ id: number; usedAt: string }> {
  assertMayUse(user, seal);
  const usedAt = new Date().toISOString();
  const [row] = (await db
    .insert(sealUses)
    .values({
      sealId: seal.id,
      orgId: seal.orgId,
      accountId: user.accountId,
      accountName: user.name.slice(0, 50),
      usedAt,
      document: what.document.slice(0, 200),
      documentRef: what.documentRef ?? null,
      purpose: what.purpose,
      createdBy: user.accountId,
      updatedBy: user.accountId,
    } as never)
    .returning()) as unknown as { id: number }[];
  return { id: row.id, usedAt };
}
