import type { EnvelopeCipher } from './aes';
import { badRequest } from './errors';
import { parseRequestJson } from './safe-json';
import { say } from '../../src/contract/messages/message';

/**
 * A request body as it came: envelope ciphertext, opened by the call that takes it (after it knows
 * who asks), so that a cached read is answered without decrypting, parsing or validating again.
 */
export class SealedBody {
  readonly text: string;
  constructor(text: string) {
    this.text = text.trim();
  }
}

export function decryptOr400(cipher: EnvelopeCipher, text: string): string {
  try {
    return cipher.decrypt(text);
  } catch {
    throw badRequest(say('request.undecryptable'));
  }
}

/** The payload of ciphertext: {} for none, a 400 naming the problem for anything unacceptable. */
export function openSealed(cipher: EnvelopeCipher, text: string): unknown {
  return text === '' ? {} : parseRequestJson(decryptOr400(cipher, text));
}
