import crypto from 'node:crypto';
import type { GatheringKind } from '../../../src/contract/check-in';

/** What a check-in code names: a gathering, and when the code stops being good. */
export interface CheckInClaim {
  kind: GatheringKind;
  id: number;
  /** Seconds since the epoch. */
  expires: number;
}

const KIND_LETTER: Record<GatheringKind, string> = { meeting: 'm', activity: 'a' };
const LETTER_KIND: Record<string, GatheringKind> = { m: 'meeting', a: 'activity' };

const mac = (secret: Buffer, body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');

/** `m.42.1767225600.<hmac>`: short, so that the QR code stays easy to scan on a dim phone screen. */
export function signCheckIn(claim: CheckInClaim, secret: Buffer): string {
  const body = `${KIND_LETTER[claim.kind]}.${claim.id}.${claim.expires}`;
  return `${body}.${mac(secret, body)}`;
}

/** The claim of a code the server signed, or null for anything it did not sign (whatever its shape). */
export function verifyCheckIn(code: string, secret: Buffer): CheckInClaim | null {
  const m = /^([ma])\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(code);
  if (!m) return null;
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { kind: LETTER_KIND[m[1]], id: Number(m[2]), expires: Number(m[3]) };
}
