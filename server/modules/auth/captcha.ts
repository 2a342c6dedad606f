import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';

export const CAPTCHA_COOKIE = 'captcha_id';
export const CAPTCHA_TTL_SECONDS = 300;

/** svg-captcha's default export draws a given text; its types only know create(). */
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

const hashAnswer = (id: string, answer: string) =>
  crypto.createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

/** A new captcha: its SVG as a data URI, and the id the cookie carries. */
export async function issueCaptcha(db: Db, testCode?: string): Promise<{ id: string; image: string }> {
  const made = testCode
    ? { text: testCode, data: drawText(testCode, { noise: 2, width: 120, height: 40 }) }
    : svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
  const id = crypto.randomBytes(24).toString('base64url');
  await db.insert(captchas).values({
    id,
    answerHash: hashAnswer(id, made.text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}` };
}

/** Uses the captcha up whatever the answer: one guess per image. */
export async function consumeCaptcha(db: Db, id: string | undefined, answer: string): Promise<boolean> {
  if (!id || id.length > 64) return false;
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const actual = Buffer.from(hashAnswer(id, answer), 'hex');
  return crypto.timingSafeEqual(expected, actual);
}

export async function pruneCaptchas(db: Db): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3600_000)));
}
