import { MAX_JSON_BODY_BYTES } from '../../src/contract/constants';
import { AppError, badRequest } from './errors';
import { say } from '../../src/contract/messages/message';

const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Deepest nesting of arrays and objects in JSON text, counted without parsing it. */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/**
 * Parses a decrypted request body. Refuses what a well-behaved client never sends: NUL characters,
 * prototype keys, deep nesting and numbers JavaScript cannot hold, each with a 400 naming it.
 */
export function parseRequestJson(text: string): unknown {
  if (Buffer.byteLength(text, 'utf8') > MAX_JSON_BODY_BYTES) throw new AppError(413, say('request.tooLarge'));
  if (text.trim() === '') return {};
  if (text.includes('\u0000')) throw badRequest(say('request.nul'));
  if (nestingDepth(text) > MAX_DEPTH) throw badRequest(say('request.tooDeep', { depth: MAX_DEPTH }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw badRequest(say('request.forbiddenKey', { key }));
      if (typeof value === 'string' && value.includes('\u0000'))
        throw badRequest(say('request.fieldNul', { key: key || say('request.root') }));
      if (typeof key === 'string' && key.includes('\u0000')) throw badRequest(say('request.nul'));
      if (typeof value === 'number' && !Number.isFinite(value))
        throw badRequest(say('request.fieldNumberRange', { key: key || say('request.root') }));
      return value;
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(say('request.notJson'));
  }
  return parsed;
}
