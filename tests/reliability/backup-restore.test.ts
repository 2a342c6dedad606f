import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed/index';
import { fingerprintOf } from '../../server/ops/backup';
import { verify } from '../../server/ops/cli';
import { TEST_DATABASE_URL } from '../api/support/test-db';

describe('backup and restore', () => {
  it('restores an embedded database into a fresh directory equal table by table', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-'));
    const d = await openDatabase({ dataDir });
    await seedIfEmpty(d.db, { password: 'Backup#2026' });
    await d.close();
    expect(await verify({ dataDir })).toBe(true);
    const print = await fingerprintOf({ dataDir });
    expect(Number(print.members.split(':')[0])).toBeGreaterThan(250);
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'restores a PostgreSQL database into a fresh database equal table by table',
    async () => {
      const name = `t_bk_${process.pid}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        const d = await openDatabase({ databaseUrl: url.toString() });
        await seedIfEmpty(d.db, { password: 'Backup#2026' });
        await d.close();
        expect(await verify({ databaseUrl: url.toString() })).toBe(true);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );

  it('tells a changed copy from the original', async () => {
    const rows = [{ table_name: 'x' }];
    const { fingerprint } = await import('../../server/ops/backup');
    const a = await fingerprint(async (q) => (q.includes('information_schema') ? rows : [{ n: '1', h: 'aa' }]));
    const b = await fingerprint(async (q) => (q.includes('information_schema') ? rows : [{ n: '1', h: 'ab' }]));
    expect(a).not.toEqual(b);
  });
});
