import { decryptText, encryptText, type Envelope } from '@/contract';
import { runtimeConfig } from './runtime-config';

/** Ciphertext of a payload, as every body and GET parameter travels. */
export function encodePayload(payload: unknown): string {
  return encryptText(JSON.stringify(payload ?? {}), runtimeConfig().keys);
}

/** The decrypted answer; throws when the text is not an envelope (a proxy's HTML page, a cut connection). */
export function decodeEnvelope(text: unknown): Envelope {
  if (typeof text !== 'string' || text.trim() === '') throw new Error('Empty response');
  const parsed = JSON.parse(decryptText(text, runtimeConfig().keys)) as Envelope;
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.error_code !== 'number') {
    throw new Error('Invalid response');
  }
  return parsed;
}
