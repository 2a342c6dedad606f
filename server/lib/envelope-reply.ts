import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../src/contract/envelope';
import type { EnvelopeCipher } from './aes';

/** The ciphertext of an envelope. */
export function envelopeText(
  cipher: EnvelopeCipher,
  code: number,
  msg: string,
  data: unknown,
  extra?: Record<string, unknown>,
): string {
  const envelope: Envelope = { error_code: code, error_msg: msg, data: data ?? null, ...extra };
  return cipher.encrypt(JSON.stringify(envelope));
}

/** Sends an envelope's ciphertext; the HTTP status equals error_code. */
export function sendEnvelopeText(reply: FastifyReply, code: number, text: string | Buffer): FastifyReply {
  return reply.code(code).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

/** Sends the encrypted envelope; the HTTP status equals error_code. */
export function sendEnvelope(
  reply: FastifyReply,
  cipher: EnvelopeCipher,
  code: number,
  msg: string,
  data: unknown,
  extra?: Record<string, unknown>,
): FastifyReply {
  return sendEnvelopeText(reply, code, envelopeText(cipher, code, msg, data, extra));
}
