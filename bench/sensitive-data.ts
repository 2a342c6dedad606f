/**
 * What encrypting personal data costs (a part of `npm run bench`; alone: `npx tsx bench/sensitive-data.ts`):
 * the cryptography a member list page and a member save add, and the time `rotate-data-key` takes for
 * 100,000 members on a fresh database of BENCH_DATABASE_URL's server (default: the local PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { members, orgs } from '../server/db/schema/index';
import { installDataKeys, loadDataKeys, newKeyFile, writeKeyFile } from '../server/lib/data-keys';
import { blindIndex, openValue, sealRow, sealValue } from '../server/lib/sensitive';
import { rotateDataKey } from '../server/ops/rotate-data-key';
import { memberEntity } from '../src/contract/resource/member';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface SensitiveDataBench {
  /** The cryptography a member list page of 20 adds (40 values opened), in ms. */
  listPageMs: number;
  /** The cryptography a member save adds (2 values sealed, indexed and opened, a duplicate check), in ms. */
  saveMs: number;
  members: number;
  /** `rotate-data-key` over that many members, in s. */
  rotateSeconds: number;
}

function perOp(label: string, n: number, fn: (i: number) => void): number {
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn(i);
  const us = Number(process.hrtime.bigint() - t) / 1000 / n;
  console.log(`${label.padEnd(44)} ${us.toFixed(2)} µs`);
  return us;
}

export async function runSensitiveDataBench(databaseUrl = url): Promise<SensitiveDataBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-keys-'));
  const keyFile = path.join(dir, 'data-keys.json');
  writeKeyFile(keyFile, newKeyFile());
  installDataKeys(loadDataKeys({ file: keyFile, dataDir: dir }));

  const id = '11010519491231002X';
  const sealed = sealValue(id);
  perOp('seal (SM4-CBC, random IV) one value', 20_000, () => sealValue(id));
  const open = perOp('open one value', 20_000, () => openValue(sealed));
  const hmac = perOp('blind index (HMAC-SM3) one value', 20_000, () => blindIndex(id));
  const listPageMs = Number(((open * 40) / 1000).toFixed(2));
  const saveMs = Number((((perOp('seal', 5000, () => sealValue(id)) + hmac + open) * 2 + hmac) / 1000).toFixed(3));
  console.log(`a list page of 20 members (40 values opened):  ${listPageMs} ms`);
  console.log(`a member save (2 sealed, 2 indexed, 2 opened, duplicate check index): ${saveMs} ms`);

  const name = `bench_rotate_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(databaseUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), listen: false });
  try {
    const [org] = await database.db
      .insert(orgs)
      .values({ name: '基准支部', code: 'BENCH', type: '4', path: '/1/', level: 1 } as never)
      .returning({ id: orgs.id });
    let t = Date.now();
    for (let i = 0; i < MEMBERS; i += 1000) {
      const rows = [];
      for (let j = i; j < Math.min(MEMBERS, i + 1000); j++) {
        rows.push(
          sealRow(memberEntity, {
            name: `成员${j}`,
            // Unique, as the blind index's unique key needs; the same length as an ID number, not a valid one.
            idNumber: `3301061970${String(j).padStart(8, '0')}`,
            phone: `139${String(j).padStart(8, '0')}`,
            orgId: org.id,
            memberType: '2',
            status: '1',
            joinedOn: '2010-07-01',
          }),
        );
      }
      await database.db.insert(members).values(rows as never);
    }
    console.log(`inserted ${MEMBERS} members in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    const r = await rotateDataKey({ db: database.db, keyFile });
    const rotateSeconds = Number(((Date.now() - t) / 1000).toFixed(1));
    console.log(`rotate-data-key: ${r.rows} rows re-encrypted in ${rotateSeconds} s`);
    return { listPageMs, saveMs, members: MEMBERS, rotateSeconds };
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  runSensitiveDataBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
