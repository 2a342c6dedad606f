import { generate } from 'otplib';
import { DEMO_FACTOR_ACCOUNTS, demoFactorSecret } from '../../../server/db/seed/demo-factor';

const PERIOD = 30;
const lastStep = new Map<string, number>();

/** The demo factor secret of a seeded demo administrator, or undefined for an account without one. */
export const demoSecretOf = (account: string): string | undefined =>
  (DEMO_FACTOR_ACCOUNTS as readonly string[]).includes(account) ? demoFactorSecret(account) : undefined;

/**
 * A code of the secret the server has not seen yet. A code is accepted once, and only within a step of
 * the server's clock either way: each sign-in of one server takes the next unused step, from now on, and
 * when the next one is still two steps ahead it waits for the clock, as a person would wait for a new code.
 * `scope` names the server: another server has seen none of the codes.
 */
export async function nextCode(scope: string, secret: string): Promise<string> {
  const key = `${scope}|${secret}`;
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const step = Math.max((lastStep.get(key) ?? 0) + 1, now);
    if (step <= now + 1) {
      lastStep.set(key, step);
      return generate({ secret, epoch: step * PERIOD });
    }
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD * 1000 - Date.now() + 50));
  }
}
