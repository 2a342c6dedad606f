import { encryptText } from '../src/contract/cipher';
import { DOCUMENT_KINDS } from '../src/contract/documents';
import { withSeededApp } from './seeded-app';
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
  return withSeededApp(
    databaseUrl,
    async () => undefined,
    async ({ app, config, direct, sessionOf }) => {
      const times: number[] = [];
      app.addHook('onResponse', async (req, reply) => {
        if (req.url.endsWith('/document')) times.push(reply.elapsedTime);
      });
      const token = await sessionOf('orgdept1');
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
    },
  );
}
