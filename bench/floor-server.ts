/**
 * The least a server must do to answer the member list and a member read by id, written as an outsider
 * would: Fastify, node-postgres, JSON and the envelope cipher, and the project's own two statements per
 * call (the session read and the page with its count, or the record with its attachments). It answers
 * what the app answers, byte for byte once decrypted (bench/floor.ts checks): personal data opened and
 * masked, dates as dates, no blind indexes. No cache, no framework of the project. `npm run bench`
 * measures the app against it; it is never part of the product.
 *
 * Run as `node --import tsx/esm bench/floor-server.ts` with DATABASE_URL and DATA_DIR (where the app's
 * data keys are); prints `floor listening on PORT`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../src/contract/cipher';

const key = Buffer.from(process.env.APP_AES_KEY ?? DEFAULT_AES_KEY, 'utf8');
const iv = Buffer.from(process.env.APP_AES_IV ?? DEFAULT_AES_IV, 'utf8');

/** AES-128-CBC with zero padding, Base64: the envelope both sides know. */
function encrypt(plain: string): string {
  const data = Buffer.from(plain, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 16) * 16);
  data.copy(padded);
  const c = crypto.createCipheriv('aes-128-cbc', key, iv);
  c.setAutoPadding(false);
  return Buffer.concat([c.update(padded), c.final()]).toString('base64');
}

function decrypt(text: string): string {
  const data = Buffer.from(text.trim(), 'base64');
  if (data.length === 0) return '';
  const d = crypto.createDecipheriv('aes-128-cbc', key, iv);
  d.setAutoPadding(false);
  const plain = Buffer.concat([d.update(data), d.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  return plain.subarray(0, end).toString('utf8');
}

/**
 * The app's session read, as it sends it, less the menu rights (the held entries and the tree's stamp),
 * which the floor does not check: it selects only what a call checks and what the user carries.
 */
const SESSION = `select "sessions"."id", "sessions"."last_seen_at", "sessions"."expires_at", "sessions"."revoked_at", "accounts"."id", "accounts"."account", "accounts"."name", "accounts"."status", "accounts"."member_id", "orgs"."id", "orgs"."path", "orgs"."level", "orgs"."name", "roles"."id", "roles"."value", "roles"."data_scope", (SELECT array_agg(rp.privilege) FROM role_privileges rp WHERE rp.role_id = "sessions"."role_id"), (SELECT array_agg(go.path) FROM account_orgs ao JOIN orgs go ON go.id = ao.org_id WHERE ao.account_id = "accounts"."id"), (CASE "roles"."data_scope"
        WHEN '3' THEN (SELECT array_agg(r.path::text) FROM orgs r WHERE r.parent_id IS NULL)
        WHEN '4' THEN (SELECT array_agg(l.path::text) FROM orgs l WHERE l.id = ANY("roles"."scope_org_ids"))
        ELSE ARRAY["orgs"."path"::text] END), (SELECT array_agg(so.id) FROM orgs so WHERE
        (CASE "roles"."data_scope"
          WHEN '1' THEN so.id = "orgs"."id"
          WHEN '3' THEN true
          WHEN '4' THEN EXISTS (SELECT 1 FROM orgs lo WHERE lo.id = ANY("roles"."scope_org_ids") AND so.path LIKE lo.path || '%')
          ELSE so.path LIKE "orgs"."path" || '%' END)
        OR EXISTS (SELECT 1 FROM account_orgs ao2 JOIN orgs g2 ON g2.id = ao2.org_id WHERE ao2.account_id = "accounts"."id" AND so.path LIKE g2.path || '%')) from "sessions" inner join "accounts" on "accounts"."id" = "sessions"."account_id" inner join "orgs" on "orgs"."id" = "accounts"."org_id" inner join "roles" on "roles"."id" = "sessions"."role_id" where "sessions"."token_hash" = $1 limit $2`;
/** Where the session read's row holds what the handler checks (rowMode 'array'). */
const S = { revokedAt: 3, expiresAt: 2, lastSeenAt: 1, status: 7, scopeOrgIds: 19 };

/** The member columns every read answers, as the app selects them. */
const COLUMNS = `"members"."id", "members"."name", "members"."emp_no", "members"."id_number", "members"."id_number_bidx", "members"."sex", "members"."birth_date", "members"."ethnicity", "members"."native_place", "members"."education", "members"."phone", "members"."phone_bidx", "members"."org_id", "members"."work_unit", "members"."post", "members"."route_or_depot", "members"."member_type", "members"."joined_on", "members"."full_on", "members"."status", "members"."lost_contact", "members"."flowing", "members"."appraisal_grade", "members"."appraisal_year", "members"."version", "members"."created_at", "members"."updated_at", "members"."created_by", "members"."updated_by", date_part('year', age(current_date, "members"."birth_date"))::int, "o_orgId"."name"`;
const NAMES = [
  'id',
  'name',
  'empNo',
  'idNumber',
  'idNumberBidx',
  'sex',
  'birthDate',
  'ethnicity',
  'nativePlace',
  'education',
  'phone',
  'phoneBidx',
  'orgId',
  'workUnit',
  'post',
  'routeOrDepot',
  'memberType',
  'joinedOn',
  'fullOn',
  'status',
  'lostContact',
  'flowing',
  'appraisalGrade',
  'appraisalYear',
  'version',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'age',
  'orgIdName',
];

/** The app's page of the member list with its count, in its default order. */
const PAGE = `select ${COLUMNS}, (SELECT count(*) FROM "members" WHERE "members"."org_id" = ANY($1::int[])) from "members" left join "orgs" "o_orgId" on "o_orgId"."id" = "members"."org_id" where "members"."org_id" = ANY($2::int[]) order by "members"."id" desc limit $3 offset $4`;

/** The app's read of one member within the caller's organisations, with the record's attachments. */
const RECORD = `select ${COLUMNS.replace('current_date', '$1::date')}, (SELECT coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'size', a.size, 'mime', a.mime,
	    'createdAt', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY a.id), '[]')::text
	    FROM accessories a WHERE a.entity = $2 AND a.record_id = "members"."id") from "members" left join "orgs" "o_orgId" on "o_orgId"."id" = "members"."org_id" where ("members"."id" = $3 and "members"."org_id" = ANY($4::int[]))`;

/** What the answer leaves out: the blind indexes, and who made and last changed the record. */
const UNANSWERED = new Set(['idNumberBidx', 'phoneBidx', 'createdBy', 'updatedBy']);
/** The personal data stored sealed, and how much of each shows. */
const MASKS: Record<string, [number, number]> = { idNumber: [6, 4], phone: [3, 4] };

/** The app's data keys (SM4), by id: `sm4$<key id>$<base64 of IV and ciphertext>`. */
const dataKeys = new Map(
  (
    JSON.parse(fs.readFileSync(path.join(process.env.DATA_DIR ?? '.', 'data-keys.json'), 'utf8')) as {
      dataKeys: { id: string; key: string }[];
    }
  ).dataKeys.map((k) => [k.id, Buffer.from(k.key, 'hex')]),
);

/** Per key an SM4 block decipher kept open: making a decipher per value would cost more than the value's blocks. */
const blocks = new Map(
  [...dataKeys].map(([id, key]) => {
    const d = crypto.createDecipheriv('sm4-ecb', key, null);
    d.setAutoPadding(false);
    return [id, d];
  }),
);

/** SM4-CBC with PKCS#7 padding: each block deciphered, then XORed with the one before it (the IV first). */
function openSealed(stored: string): string {
  if (!stored.startsWith('sm4$')) return stored;
  const [, id, text] = stored.split('$');
  const body = Buffer.from(text, 'base64');
  const plain = blocks.get(id)!.update(body.subarray(16));
  for (let i = 0; i < plain.length; i++) plain[i] ^= body[i];
  return plain.subarray(0, plain.length - plain[plain.length - 1]).toString('utf8');
}

const mask = (v: string, [start, end]: [number, number]) =>
  v.length <= start + end ? v : v.slice(0, start) + '*'.repeat(v.length - start - end) + v.slice(v.length - end);

const IDLE_MS = Number(process.env.APP_SESSION_IDLE_MINUTES ?? 30) * 60_000;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// Dates answer as the dates they are, not as midnight in the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

function toObject(row: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < NAMES.length; i++) {
    const n = NAMES[i];
    if (UNANSWERED.has(n)) continue;
    const v = row[i];
    out[n] = MASKS[n] && typeof v === 'string' ? mask(openSealed(v), MASKS[n]) : v;
  }
  return out;
}

/** Today in the group's zone, as the app counts ages. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.APP_TIME_ZONE ?? 'Asia/Shanghai' });
const today = () => dayFormat.format(new Date());

function answer(code: number, data: unknown): string {
  return encrypt(JSON.stringify({ error_code: code, error_msg: code === 200 ? 'success' : 'refused', data }));
}

/** The caller's organisations, or null when the token names no live session. */
async function scopeOf(authorization: string | undefined): Promise<number[] | null> {
  const token = (authorization ?? '').replace(/^Bearer /, '').trim();
  if (!token) return null;
  const hash = crypto.hash('sha256', token, 'hex');
  const { rows } = await pool.query({ name: 'floor_session', text: SESSION, values: [hash, 1], rowMode: 'array' });
  const s = rows[0] as unknown[] | undefined;
  const now = Date.now();
  if (!s || s[S.revokedAt] || (s[S.expiresAt] as Date).getTime() <= now) return null;
  if ((s[S.lastSeenAt] as Date).getTime() + IDLE_MS <= now || s[S.status] !== 'active') return null;
  return ((s[S.scopeOrgIds] as number[] | null) ?? []).map(Number);
}

app.post('/api/member/list', async (req, reply) => {
  reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
  const scope = await scopeOf(req.headers.authorization);
  if (!scope) return reply.code(401).send(answer(401, null));
  const body = JSON.parse(decrypt(String(req.body ?? '')) || '{}') as { pageCurrent?: number; pageSize?: number };
  const size = Math.min(Math.max(Number(body.pageSize) || 20, 1), 100);
  const offset = (Math.max(Number(body.pageCurrent) || 1, 1) - 1) * size;
  const { rows } = await pool.query({
    name: 'floor_page',
    text: PAGE,
    values: [scope, scope, size, offset],
    rowMode: 'array',
  });
  const total = rows.length ? Number((rows[0] as unknown[])[NAMES.length]) : 0;
  return reply.send(answer(200, { records: rows.map((r) => toObject(r as unknown[])), total }));
});

app.post('/api/member/get', async (req, reply) => {
  reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
  const scope = await scopeOf(req.headers.authorization);
  if (!scope) return reply.code(401).send(answer(401, null));
  const body = JSON.parse(decrypt(String(req.body ?? '')) || '{}') as { id?: number };
  const { rows } = await pool.query({
    name: 'floor_record',
    text: RECORD,
    values: [today(), 'member', body.id, scope],
    rowMode: 'array',
  });
  if (!rows.length) return reply.code(404).send(answer(404, null));
  const row = rows[0] as unknown[];
  const record = { ...toObject(row), accessories: JSON.parse(row[NAMES.length] as string), warnings: [] };
  return reply.send(answer(200, record));
});

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`floor listening on ${new URL(address).port}`);
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
