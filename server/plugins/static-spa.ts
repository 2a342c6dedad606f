import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PRODUCT_TITLE } from '../../src/contract/constants';
import { ErrorCode } from '../../src/contract/envelope';
import { sendEnvelope } from '../lib/envelope-reply';
import type { Services } from '../lib/services';
import { say } from '../../src/contract/messages/message';
import { wordFor } from '../lib/worded';

const CONFIG_MARK = '<!--app-config-->';

/** index.html with the run-time settings the SPA needs (cipher keys, portal) in a meta tag. */
function renderIndex(distDir: string, services: Services): string | null {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const { config } = services;
  const payload = Buffer.from(
    JSON.stringify({
      aesKey: config.aesKey,
      aesIv: config.aesIv,
      portalUrl: config.portalUrl,
      productTitle: PRODUCT_TITLE,
      mapKey: config.mapKey ?? '',
      mapSecurityCode: config.mapSecurityCode ?? '',
      timeZone: config.timeZone,
    }),
    'utf8',
  ).toString('base64');
  return fs.readFileSync(file, 'utf8').replace(CONFIG_MARK, `<meta name="app-config" content="${payload}">`);
}

/**
 * Serves the built SPA with history fallback: any GET that is not an API call and not a file answers
 * index.html (as does /index.html itself), so deep links work. Unknown API paths get a 404 envelope.
 */
export async function registerStaticSpa(app: FastifyInstance, services: Services): Promise<void> {
  const { distDir } = services.config;
  const hasDist = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      // The build leaves a gzip copy beside each script and style (vite.config.ts): sent to whoever accepts it.
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Re-read when a new build replaces index.html, so a deploy never serves the old page's asset names.
  let cached: { mtimeMs: number; html: string | null } | null = null;
  const currentIndex = () => {
    const mtimeMs = fs.statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: renderIndex(distDir, services) };
    return cached.html;
  };
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = url.startsWith('/api') || url === '/logout' || url.startsWith('/download');
    // The page itself too, by its file name: the service worker keeps it as the shell every address opens on,
    // and a worker whose shell cannot be fetched never installs.
    const isPage = !path.extname(url) || url === '/index.html';
    if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && isPage) {
      const indexHtml = currentIndex();
      if (indexHtml)
        return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendEnvelope(reply, services.cipher, ErrorCode.NotFound, wordFor(req, say('request.noSuchCall')), null);
  });
}
