import type { ApiClient, CallAnswer } from './http-client';
import type { LoadStep } from './load';

const expectOk = (what: string, r: CallAnswer, check?: (data: any) => boolean): string | null => {
  if (r.status !== 200 || r.envelope.error_code !== 200) return `${what}: ${r.status} ${r.envelope.error_msg}`;
  if (check && !check(r.envelope.data))
    return `${what}: unexpected answer ${JSON.stringify(r.envelope.data).slice(0, 200)}`;
  return null;
};

/**
 * Who signs in during a load: accounts without a second factor (an administrator's sign-in waits for the
 * next code of its factor, as a person would), and none of those whose sessions the other requests use
 * (the callers pass admin's and secretary1's): a sign-in ends its account's oldest live session beyond the
 * limit of the standard matter session.maxPerAccount.
 */
const ARRIVING = ['secretary2', 'member1', 'company1', 'orgdept1'];

/**
 * The requests the SPA makes as people arrive, as a load: 1% sign-ins (captcha + sign-in: scrypt costs
 * ~50 ms of CPU), a third each of user info, menu and member list. Used by the suite's short run and the
 * benchmark's long one.
 */
export function signInMix(client: ApiClient, tokens: string[]) {
  return (i: number): { weight: number; run: LoadStep } => {
    const token = tokens[i % tokens.length];
    const slot = i % 100;
    if (slot === 0) {
      const account = ARRIVING[Math.floor(i / 100) % ARRIVING.length];
      return {
        weight: 2,
        run: async () => {
          const r = await client.signIn(account);
          return r.token ? null : `sign-in of ${account}: ${r.captchaStatus}/${r.loginStatus} ${r.message}`;
        },
      };
    }
    if (slot <= 33)
      return {
        weight: 1,
        run: async () =>
          expectOk(
            'user info',
            await client.call('/api/auth/getUserInfo', {}, { token }),
            (d) => typeof d?.account === 'string',
          ),
      };
    if (slot <= 63)
      return {
        weight: 1,
        run: async () =>
          expectOk('menu', await client.call('/api/menu/get', {}, { token }), (d) => Array.isArray(d) && d.length > 0),
      };
    const filters = [{}, { memberType: '2' }, { name: '王' }, { status: '1' }][i % 4];
    const sort = i % 3 === 0 ? { field: 'joinedOn', order: 'desc' } : undefined;
    return {
      weight: 1,
      run: async () =>
        expectOk(
          'member list',
          await client.call('/api/member/list', { pageCurrent: 1 + (i % 5), pageSize: 20, filters, sort }, { token }),
          (d) => Array.isArray(d?.records) && typeof d.total === 'number',
        ),
    };
  };
}

/** Every client here is 127.0.0.1: the per-address sign-in limits would refuse the load's sign-ins. */
export const LOAD_LIMITS = { APP_LOGIN_RATE_PER_MINUTE: '100000', APP_CAPTCHA_RATE_PER_MINUTE: '100000' };
