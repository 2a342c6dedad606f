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
  const CSP = contentSecurityPolicy(withMap);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('content-security-policy', CSP);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (production) reply.header('strict-transport-security', 'max-age=31536000');
    return payload;
  });
}
