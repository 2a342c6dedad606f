import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../src/contract/envelope';
import type { EnvelopeCipher } from './aes';

/** Sends the encrypted envelope; the HTTP status equals error_code. */
export function sendEnvelope(
  reply: FastifyReply,
  cipher: EnvelopeCipher,
  code: number,
  msg: string,
  data: unknown,
  extra?: Record<string, unknown>,
): FastifyReply {
  const envelope: Envelope = { error_code: code, error_msg: msg, data: data ?? null, ...extra };
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(cipher.encrypt(JSON.stringify(envelope)));
}
