import type { FastifyRequest } from 'fastify';
import type { Language } from '../../src/contract/constants';
import { isMessage, wordIn, type Message } from '../../src/contract/messages/message';
import { requestLanguage } from './language';

/**
 * A value with every message in it worded in one language: what an error carries for the client
 * (each field's problem, each refused row's reason) is read by a person in the caller's language.
 */
export function wordedDeep(value: unknown, language: Language, depth = 0): unknown {
  if (isMessage(value)) return wordIn(value, language);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => wordedDeep(v, language, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wordedDeep(v, language, depth + 1)]));
}

/** A message in the language of the request. */
export const wordFor = (req: Pick<FastifyRequest, 'headers'>, message: Message | string): string =>
  wordIn(message, requestLanguage(req));
