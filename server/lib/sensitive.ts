import crypto from 'node:crypto';
import { maskMiddle } from '../../src/contract/validators';
import type { EntityDef, FieldDef } from '../../src/contract/resource/types';
import { dataKeys, type DataKeys } from './data-keys';

/**
 * Personal data at rest (GB/T 39786: confidentiality of important data in storage): SM4-CBC with a random
 * IV per value, under a named key, written as `sm4$<key id>$<base64 of IV and ciphertext>`. Beside it a
 * blind index, HMAC-SM3 of the value, answers exact searches and keeps uniqueness without decrypting.
 */
const PREFIX = 'sm4$';

export const isSealed = (v: unknown): v is string => typeof v === 'string' && v.startsWith(PREFIX);

export function sealValue(plain: string, keys: DataKeys = dataKeys()): string {
  const k = keys.newest;
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('sm4-cbc', k.key, iv);
  const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${k.id}$${body.toString('base64')}`;
}

/** The key id a stored value was written under, or null for a value not (yet) encrypted. */
export function keyIdOf(stored: string): string | null {
  if (!isSealed(stored)) return null;
  return stored.slice(PREFIX.length, stored.indexOf('$', PREFIX.length));
}

/**
 * Per key, an SM4 block decipher kept open (no padding, so each block comes out as it goes in): a list
 * page opens tens of values, and making a decipher costs many times what a value's two blocks do.
 */
const blockDeciphers = new WeakMap<Buffer, crypto.Decipher>();

/** SM4-CBC with PKCS#7 padding, as `sealValue` writes it: each block deciphered, then XORed with the one before it (the IV first). */
function openCbc(key: Buffer, body: Buffer): Buffer {
  if (body.length < 32 || body.length % 16 !== 0) throw new Error('sealed value: not an IV and whole blocks');
  let blocks = blockDeciphers.get(key);
  if (!blocks) {
    blocks = crypto.createDecipheriv('sm4-ecb', key, null);
    blocks.setAutoPadding(false);
    blockDeciphers.set(key, blocks);
  }
  const plain = blocks.update(body.subarray(16));
  for (let i = 0; i < plain.length; i++) plain[i] ^= body[i];
  const pad = plain[plain.length - 1];
  let good = pad >= 1 && pad <= 16;
  for (let i = plain.length - pad; good && i < plain.length; i++) good = plain[i] === pad;
  if (!good) throw new Error('sealed value: bad decrypt');
  return plain.subarray(0, plain.length - pad);
}

/** The plain value; one stored before encryption came (and not yet re-encrypted) comes back as it is. */
export function openValue(stored: string, keys: DataKeys = dataKeys()): string {
  const id = keyIdOf(stored);
  if (id === null) return stored;
  const body = Buffer.from(stored.slice(PREFIX.length + id.length + 1), 'base64');
  return openCbc(keys.key(id).key, body).toString('utf8');
}

/** The blind index of a value: the same for the same value whatever key encrypted it. */
export function blindIndex(plain: string, keys: DataKeys = dataKeys()): string {
  return crypto.createHmac('sm3', keys.indexKey).update(plain, 'utf8').digest('hex');
}

/** The field's blind-index column, by property name. */
export const bidxName = (field: string) => `${field}Bidx`;

/** The fields of a definition stored encrypted (a virtual one is read from another entity's column). */
export const storedSensitive = (def: EntityDef): FieldDef[] => def.fields.filter((f) => f.sensitive && !f.virtual);

/** How a sensitive value shows to anyone not revealing it on purpose. */
export function masked(f: Pick<FieldDef, 'masked'>, plain: string): string {
  const m = f.masked ?? { keepStart: 3, keepEnd: 4 };
  return maskMiddle(plain, m.keepStart, m.keepEnd);
}

/**
 * Values on their way into the table: each sensitive one encrypted, with its blind index beside it. Other
 * values pass as they are.
 */
export function sealRow(def: EntityDef, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const f of storedSensitive(def)) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    if (typeof v === 'string' && v !== '') {
      const plain = isSealed(v) ? openValue(v) : v;
      out[f.name] = isSealed(v) ? v : sealValue(plain);
      out[bidxName(f.name)] = blindIndex(plain);
    } else {
      out[f.name] = null;
      out[bidxName(f.name)] = null;
    }
  }
  return out;
}

/** A row as read from the table, its sensitive values decrypted in place and the blind indexes taken off. */
export function openRow<R extends Record<string, unknown> | undefined>(def: EntityDef, row: R): R {
  if (!row) return row;
  for (const f of def.fields) {
    if (!f.sensitive) continue;
    const v = row[f.name];
    if (typeof v === 'string') (row as Record<string, unknown>)[f.name] = openValue(v);
    delete (row as Record<string, unknown>)[bidxName(f.name)];
  }
  return row;
}

/**
 * A sensitive value sent back as it was shown, masked, means "left as it was": the stored value stands. A
 * client that reads a record and saves it with one change (a form, a script) does not have to reveal first.
 */
export function keepMaskedAsStored(
  def: EntityDef,
  input: Record<string, unknown>,
  before: Record<string, unknown>,
): Record<string, unknown> {
  let out = input;
  for (const f of storedSensitive(def)) {
    const was = before[f.name];
    const given = input[f.name];
    if (typeof was === 'string' && typeof given === 'string' && given !== was && given === masked(f, was))
      out = { ...out, [f.name]: was };
  }
  return out;
}
