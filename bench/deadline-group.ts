import pg from 'pg';
import { idSex, idBirthDate } from '../src/contract/validators';
import { BUILD_HISTORY_STATEMENTS } from '../server/db/membership-history-build';
import type { DataKeys } from '../server/lib/data-keys';
import { blindIndex, sealValue } from '../server/lib/sensitive';
import { hashToken, newToken } from '../server/lib/tokens';
import { idNumbers } from '../tests/reliability/support/members';

/** Members per insert: 14 columns as arrays, one statement each. */
const BATCH = 5_000;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '军', '洋'];

/**
 * Grows the demo group to `total` members quickly: the rows made here, ID numbers and phones sealed and
 * indexed under the server's own data keys as a save seals them, inserted several thousand a statement
 * from arrays; then their membership history built as the migration builds it, and the planner's
 * statistics gathered. Answers how many members were added.
 */
export async function growGroup(db: pg.Client, keys: DataKeys, total: number): Promise<number> {
  const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  const toAdd = Math.max(0, total - counted[0].n);
  const { rows: branches } = await db.query<{ id: number }>(`SELECT id FROM orgs WHERE type IN ('3','4') ORDER BY id`);
  const nextId = idNumbers(0);
  for (let done = 0; done < toAdd;) {
    const n = Math.min(BATCH, toAdd - done);
    const cols: unknown[][] = Array.from({ length: 13 }, () => []);
    for (let k = 0; k < n; k++) {
      const i = done + k;
      const id = nextId();
      const phone = `139${String(i).padStart(8, '0')}`;
      const full = i % 8 !== 0;
      const joinedAt = Date.UTC(1980, 0, 1) + (i % 14_000) * 86_400_000;
      const joined = new Date(joinedAt).toISOString().slice(0, 10);
      const fullOn = new Date(joinedAt + 365 * 86_400_000).toISOString().slice(0, 10);
      const values = [
        branches[i % branches.length].id,
        `${SURNAMES[i % 8]}${GIVEN[i % 9]}${i}`,
        sealValue(id, keys),
        blindIndex(id, keys),
        idSex(id) || null,
        idBirthDate(id) || null,
        sealValue(phone, keys),
        blindIndex(phone, keys),
        String(1 + (i % 6)),
        full ? '2' : '1',
        joined,
        full ? fullOn : null,
        '1',
      ];
      values.forEach((v, c) => cols[c].push(v));
    }
    await db.query(
      `INSERT INTO members (org_id, name, id_number, id_number_bidx, sex, birth_date, phone, phone_bidx, post,
         member_type, joined_on, full_on, status)
       SELECT * FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::date[],
         $7::varchar[], $8::varchar[], $9::varchar[], $10::varchar[], $11::date[], $12::date[], $13::varchar[])`,
      cols,
    );
    done += n;
  }
  for (const statement of BUILD_HISTORY_STATEMENTS) await db.query(statement);
  await db.query('ANALYZE');
  return toAdd;
}

/**
 * Accounts of the member view (role value '1') for `count` of the generated members, with the password of
 * the seeded member1 (the same hash): what their own phone calls are made as. Answers their account names.
 */
export async function memberAccounts(db: pg.Client, count: number): Promise<string[]> {
  const { rows: template } = await db.query<{ password_hash: string; role_id: number }>(
    `SELECT a.password_hash, ar.role_id FROM accounts a JOIN account_roles ar ON ar.account_id = a.id
     WHERE a.account = 'member1' ORDER BY ar.sort LIMIT 1`,
  );
  const { rows: made } = await db.query<{ account: string }>(
    `WITH picked AS (
       SELECT m.id, m.name, m.org_id FROM members m
       WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = m.id) ORDER BY m.id DESC LIMIT $1),
     added AS (
       INSERT INTO accounts (account, org_id, member_id, name, password_hash, password_changed_at)
       SELECT 'bm' || p.id, p.org_id, p.id, p.name, $2, now() FROM picked p RETURNING id, account),
     roled AS (INSERT INTO account_roles (account_id, role_id) SELECT id, $3 FROM added)
     SELECT account FROM added`,
    [count, template[0].password_hash, template[0].role_id],
  );
  return made.map((r) => r.account);
}

/** A signed-in session of each account (its first role), written as a sign-in writes one: answers the tokens. */
export async function mintSessions(db: pg.Client, accounts: string[]): Promise<string[]> {
  const tokens = accounts.map(() => newToken());
  await db.query(
    `INSERT INTO sessions (token_hash, account_id, role_id, expires_at)
     SELECT t.hash, a.id,
       (SELECT ar.role_id FROM account_roles ar WHERE ar.account_id = a.id ORDER BY ar.sort LIMIT 1),
       now() + interval '12 hours'
     FROM unnest($1::varchar[], $2::varchar[]) AS t(hash, account) JOIN accounts a ON a.account = t.account`,
    [tokens.map(hashToken), accounts],
  );
  return tokens;
}
