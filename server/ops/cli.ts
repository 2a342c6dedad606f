import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { backup, fingerprintOf, restore } from './backup';

/**
 * npm run backup -- FILE      back up the database of DATABASE_URL, or of DATA_DIR (server stopped)
 * npm run restore -- FILE     restore into an empty DATABASE_URL database, or a new DATA_DIR
 * npm run backup:verify       back up, restore into a fresh database, and compare every table
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR ?? './data';
  if (command === 'backup' && file) return backup({ databaseUrl, dataDir, file });
  if (command === 'restore' && file) return restore({ databaseUrl, dataDir, file });
  if (command === 'verify') {
    const ok = await verify({ databaseUrl, dataDir });
    console.log(
      ok
        ? 'backup verified: the restored copy equals the original, table by table'
        : 'backup differs from the original',
    );
    if (!ok) process.exitCode = 1;
    return;
  }
  console.error('usage: backup FILE | restore FILE | verify');
  process.exitCode = 2;
}

/** Backs up, restores into a fresh database or directory, and compares every table. */
export async function verify(opts: { databaseUrl?: string; dataDir?: string }): Promise<boolean> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-verify-'));
  const file = path.join(tmp, 'backup.dump');
  await backup({ ...opts, file });
  let target: { databaseUrl?: string; dataDir?: string };
  let drop = async () => {};
  if (opts.databaseUrl) {
    const name = `restore_check_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: opts.databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(opts.databaseUrl);
    url.pathname = `/${name}`;
    target = { databaseUrl: url.toString() };
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    target = { dataDir: path.join(tmp, 'restored') };
  }
  try {
    await restore({ ...target, file });
    const [a, b] = [await fingerprintOf(opts), await fingerprintOf(target)];
    return Object.keys(a).length > 0 && JSON.stringify(a) === JSON.stringify(b);
  } finally {
    await drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('cli.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
