import { sql, type SQL } from 'drizzle-orm';
import { ENTITIES } from '../../src/contract/resource/index';
import type { Db } from '../db/client';
import { dataKeys } from './data-keys';
import { blindIndex, openValue, sealValue, storedSensitive } from './sensitive';
import { resultRows } from './sql-rows';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Every table holding values kept encrypted, and its encrypted columns: the personal data of the
 * definitions (each with its blind index beside it) and the accounts' second-factor secrets (no index: they
 * are never searched). A sign-in's offered secret lives five minutes and is left to expire.
 */
export const SEALED_TABLES: { table: string; columns: string[]; indexed: boolean }[] = [
  ...ENTITIES.filter((d) => d.table && storedSensitive(d).length).map((d) => ({
    table: d.table!.name,
    columns: storedSensitive(d).map((f) => f.column ?? snake(f.name)),
    indexed: true,
  })),
  { table: 'accounts', columns: ['totp_secret', 'totp_pending_secret'], indexed: false },
];

export interface ReencryptProgress {
  table: string;
  rows: number;
}

/**
 * Encrypts again, under the newest key, every value not yet under it (`plainOnly`: only values stored
 * before encryption came), in batches of one transaction each. Stopped anywhere, a new run goes on from
 * what is left: the values still under an older key. A row someone changed meanwhile (its version moved)
 * is left to that write, which encrypted under the newest key already, or to the next run.
 */
export async function reencryptSensitive(
  db: Db,
  opts: { plainOnly?: boolean; batch?: number; onBatch?: (p: ReencryptProgress) => void } = {},
): Promise<number> {
  const batch = opts.batch ?? 1000;
  const keys = dataKeys();
  const current = `sm4$${keys.newest.id}$%`;
  let total = 0;
  for (const { table, columns, indexed } of SEALED_TABLES) {
    const stale = sql.join(
      columns.map((c) =>
        opts.plainOnly
          ? sql`(${sql.identifier(c)} IS NOT NULL AND ${sql.identifier(c)} NOT LIKE 'sm4$%')`
          : sql`(${sql.identifier(c)} IS NOT NULL AND ${sql.identifier(c)} NOT LIKE ${current})`,
      ),
      sql` OR `,
    );
    let after = 0;
    let rows = 0;
    for (;;) {
      const found = resultRows<Record<string, string | number | null>>(
        await db.execute(
          sql`SELECT id, version, ${sql.join(
            columns.map((c) => sql.identifier(c)),
            sql`, `,
          )} FROM ${sql.identifier(table)} WHERE id > ${after} AND (${stale}) ORDER BY id LIMIT ${batch}`,
        ),
      );
      if (!found.length) break;
      const values: SQL[] = found.map((r) => {
        const cells = columns.flatMap((c) => {
          const v = r[c];
          const index = (plain: string | null) =>
            indexed ? [plain === null ? sql`NULL::varchar` : sql`${blindIndex(plain, keys)}::varchar`] : [];
          if (typeof v !== 'string') return [sql`NULL::varchar`, ...index(null)];
          const plain = openValue(v, keys);
          return [sql`${sealValue(plain, keys)}::varchar`, ...index(plain)];
        });
        return sql`(${Number(r.id)}::int, ${Number(r.version)}::int, ${sql.join(cells, sql`, `)})`;
      });
      const names = columns.flatMap((c) => (indexed ? [c, `${c}_bidx`] : [c]));
      const set = sql.join(
        names.map((n) => sql`${sql.identifier(n)} = v.${sql.identifier(n)}`),
        sql`, `,
      );
      const header = sql.join(
        ['id', 'version', ...names].map((n) => sql.identifier(n)),
        sql`, `,
      );
      await db.transaction(async (tx) => {
        await (tx as unknown as Db).execute(
          sql`UPDATE ${sql.identifier(table)} t SET ${set} FROM (VALUES ${sql.join(values, sql`, `)}) AS v(${header}) WHERE t.id = v.id AND t.version = v.version`,
        );
      });
      rows += found.length;
      after = Number(found[found.length - 1].id);
      opts.onBatch?.({ table, rows });
    }
    total += rows;
  }
  return total;
}
