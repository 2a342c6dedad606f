import type { FastifyInstance } from 'fastify';

/** The map service's hosts (script, tiles, search), allowed only when a map key is configured. */
const MAP_HOSTS = 'https://*.amap.com https://*.autonavi.com';

/** The content-security policy; the map's hosts and its web workers only with a map key. */
export function contentSecurityPolicy(withMap: boolean): string {
  const map = withMap ? ` ${MAP_HOSTS}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${map}`,
    // antd writes its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self' data:",
    `connect-src 'self'${map}`,
    ...(withMap ? ["worker-src 'self' blob:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The same protective headers on every answer, errors included. */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean, withMap = false): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(withMap),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    ...(production ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
  // A hook with a callback, not a promise: it runs on every answer.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
