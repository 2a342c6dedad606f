import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/contract/envelope';
import { MAX_JSON_BODY_BYTES } from '../../src/contract/constants';
import { say, wordIn } from '../../src/contract/messages/message';
import { AppError } from '../lib/errors';
import { requestLanguage } from '../lib/language';
import { wordedDeep } from '../lib/worded';
import { sendEnvelope } from '../lib/envelope-reply';
import { SealedBody } from '../lib/sealed-body';
import type { Services } from '../lib/services';

/** Base64 of the largest allowed plaintext, plus room for white space. */
export const RAW_BODY_LIMIT = Math.ceil((MAX_JSON_BODY_BYTES + 16) / 3) * 4 + 1024;

/**
 * Every request body is ciphertext whatever its content type says; every error becomes an
 * encrypted envelope with no stack, no SQL and no HTML, also for unknown routes.
 */
export function registerEnvelope(app: FastifyInstance, services: Services): void {
  app.removeAllContentTypeParsers();
  // Opened by the call (lib/call.ts), which refuses what does not decrypt or parse.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RAW_BODY_LIMIT }, (_req, body, done) => {
    done(null, new SealedBody(String(body ?? '')));
  });

  app.setErrorHandler((err, req, reply) => {
    const { cipher, log } = services;
    const language = requestLanguage(req);
    const worded = (message: Parameters<typeof wordIn>[0]) => wordIn(message, language);
    if (err instanceof AppError) {
      const data = err.field || err.details ? { ...(err.field ? { field: err.field } : {}), ...err.details } : null;
      return sendEnvelope(reply, cipher, err.code, worded(err.said), wordedDeep(data, language));
    }
    const e = err as { statusCode?: number; code?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413) {
      return sendEnvelope(reply, cipher, ErrorCode.PayloadTooLarge, worded(say('request.tooLarge')), null);
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own refusals (bad URL, bad header, bad media type): say it plainly, without internals.
      const code = [400, 401, 403, 404, 409, 413, 429].includes(e.statusCode) ? e.statusCode : 400;
      return sendEnvelope(reply, cipher, code, worded(say('request.invalid')), null);
    }
    log.error({ err, url: req.url }, 'unhandled error');
    return sendEnvelope(reply, cipher, ErrorCode.Internal, worded(say('request.internal')), null);
  });
}
