import crypto from 'node:crypto';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { accounts, recoveryCodes } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { openValue, sealValue } from '../../lib/sensitive';
import type { FactorSetup } from '../../../src/contract/calls/auth';

/** The name an authenticator app shows beside the account. */
const ISSUER = 'Party affairs back-office';
/** RFC 6238 allows for a clock one step (30 s) off either way, and no more. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODES = 10;

const newFactorSecret = (): string => generateSecret();

/**
 * A factor secret as it is kept (on the account, on a sign-in half done): SM4-encrypted like personal data,
 * so that a copy of the database holds no secret that mints codes. Read back with `openValue`, which also
 * passes a secret stored before encryption came (sealed at the next start, server/main.ts).
 */
export const newSealedFactorSecret = (): string => sealValue(newFactorSecret());

/** What an authenticator takes: the secret as text, its otpauth URI and that URI as a QR code. */
export async function factorSetup(account: string, stored: string): Promise<FactorSetup> {
  const secret = openValue(stored);
  const uri = generateURI({ issuer: ISSUER, label: account, secret });
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

export type CodeCheck = { ok: true; step: number } | { ok: false; why: 'wrong' | 'replayed' };

/** Whether a six-digit code is one of the secret's within the tolerance, and not of a step already used. */
export async function checkTotp(stored: string, code: string, lastStep: number): Promise<CodeCheck> {
  const result = await verify({ secret: openValue(stored), token: code, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid) return { ok: false, why: 'wrong' };
  const step = (result as { timeStep: number }).timeStep;
  return step > lastStep ? { ok: true, step } : { ok: false, why: 'replayed' };
}

/**
 * Records the step as used, unless a request in flight at the same moment used it (or a later one)
 * first: of two sign-ins with one code, exactly one gets through.
 */
export async function claimStep(db: Db, accountId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(eq(accounts.id, accountId), lt(accounts.totpLastStep, step)))
    .returning({ id: accounts.id });
  return rows.length === 1;
}

/** Ten codes of eight letters and digits (40 bits each), shown once; only their hashes are kept. */
export async function issueRecoveryCodes(db: Db, accountId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = crypto.randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0').slice(-8);
    return `${raw.slice(0, 4)}-${raw.slice(4)}`;
  });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ accountId, codeHash: hashRecoveryCode(c) })));
  return codes;
}

const hashRecoveryCode = (code: string) => hashToken(code.toLowerCase().replace('-', ''));

/** Uses a recovery code up: true the once it is one of the account's unused ones. */
export async function spendRecoveryCode(db: Db, accountId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return Number(row.n);
}

/**
 * Turns the factor on with a secret (as kept, encrypted) whose code was just proved, and answers the fresh recovery codes; null
 * when another request turned it on first (or, `enrolling` from a session, the offered secret changed).
 */
export async function enableFactor(
  db: Db,
  accountId: number,
  secret: string,
  step: number,
  opts: { enrolling: boolean },
): Promise<string[] | null> {
  const rows = await db
    .update(accounts)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
      version: sql`${accounts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(accounts.id, accountId),
        isNull(accounts.totpEnabledAt),
        opts.enrolling ? eq(accounts.totpPendingSecret, secret) : undefined,
      ),
    )
    .returning({ id: accounts.id });
  if (rows.length !== 1) return null;
  return issueRecoveryCodes(db, accountId);
}

/** Clears the factor: the account enrols again at its next sign-in (when its roles require one). */
export async function clearFactor(db: Db, accountId: number, by: number): Promise<void> {
  await db
    .update(accounts)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: 0,
      version: sql`${accounts.version} + 1`,
      updatedAt: new Date(),
      updatedBy: by,
    })
    .where(eq(accounts.id, accountId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
}
