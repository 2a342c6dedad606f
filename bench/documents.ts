import crypto from 'node:crypto';
import pg from 'pg';
import { encryptText } from '../src/contract/cipher';
import { DOCUMENT_KINDS } from '../src/contract/documents';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed/index';
import { fromPrivatePem, generatePem } from '../server/lib/rsa';
import { hashToken } from '../server/lib/tokens';
import { percentile } from './stats';

export interface DocumentFigures {
  kinds: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
}

/** The tables whose first record each entity's documents are made from. */
const TABLE: Record<string, string> = {
  memberDevelopment: 'member_development',
  meeting: 'meetings',
  member: 'members',
  memberTransfer: 'member_transfers',
};

/**
 * Every document kind that needs no seal, made from a seeded record by the group's organisation department
 * on PostgreSQL, timed at the server (template read, record read, fill, zip). The sealed letter records a
 * seal use on each call, which a benchmark should not pile up.
 */
export async function runDocumentsBench(databaseUrl: string, rounds = 10): Promise<DocumentFigures> {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const root = new pg.Client({ connectionString: databaseUrl });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10, listen: false });
  const direct = new pg.Client({ connectionString: url.toString() });
  try {
    await seedIfEmpty(database.db, { password: 'Bench@2026x' });
    await direct.connect();
    const config = loadConfig({ LOG_LEVEL: 'silent', APP_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, database, rsa: fromPrivatePem(generatePem()), logger: false });
    const times: number[] = [];
    app.addHook('onResponse', async (req, reply) => {
      if (req.url.endsWith('/document')) times.push(reply.elapsedTime);
    });
    const token = crypto.randomBytes(32).toString('base64url');
    await direct.query(
      `INSERT INTO sessions (token_hash, account_id, role_id, expires_at)
       SELECT $1, a.id, ar.role_id, now() + interval '1 day' FROM accounts a JOIN account_roles ar ON ar.account_id = a.id
       WHERE a.account = 'orgdept1' ORDER BY ar.sort LIMIT 1`,
      [hashToken(token)],
    );
    const kinds = DOCUMENT_KINDS.filter((k) => !('sealed' in k && k.sealed));
    const ids = new Map<string, number>();
    for (const k of kinds) {
      const { rows } = await direct.query(`SELECT min(id) AS id FROM ${TABLE[k.entity]}`);
      if (rows[0].id === null) throw new Error(`the seed has no ${k.entity} to make ${k.kind} from`);
      ids.set(k.entity, Number(rows[0].id));
    }
    for (let round = 0; round < rounds + 1; round++)
      for (const k of kinds) {
        const payload = encryptText(JSON.stringify({ id: ids.get(k.entity), kind: k.kind }), {
          key: config.aesKey,
          iv: config.aesIv,
        });
        const res = await app.inject({
          method: 'POST',
          url: `/api/${k.entity}/document`,
          headers: { authorization: token },
          payload,
        });
        if (res.statusCode !== 200) throw new Error(`${k.kind} answered ${res.statusCode}`);
      }
    await app.close();
    // The first round reads the templates from disk and warms the statements.
    const timed = times.slice(kinds.length);
    return { kinds: kinds.length, calls: timed.length, p50Ms: percentile(timed, 50), p95Ms: percentile(timed, 95) };
  } finally {
    await direct.end().catch(() => {});
    await database.close();
    await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await root.end();
  }
}
