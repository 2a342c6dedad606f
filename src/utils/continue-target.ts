/** Where to continue after sign-in: a `redirect` query or hash, unwrapping the guard's /index?redirect= detour. */
export function continueTarget(search: string, hash: string): string {
  let target = new URLSearchParams(search).get('redirect') ?? (hash.startsWith('#/') ? hash.slice(1) : '');
  for (let i = 0; i < 3 && /^\/index\?redirect=/i.test(target); i++) {
    target = decodeURIComponent(target.replace(/^\/index\?redirect=/i, ''));
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/';
  return target;
}
