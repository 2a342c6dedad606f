import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/client';
import {
  dataKeyFilePath,
  installDataKeys,
  loadDataKeys,
  newDataKey,
  readKeyFile,
  writeKeyFile,
} from '../lib/data-keys';
import { reencryptSensitive } from '../lib/reencrypt';
import { writeOplog } from '../lib/oplog';
import { sealLogs } from '../lib/log-chain';

/**
 * npm run rotate-data-key: adds a new data key to the key file (APP_DATA_KEY_FILE, or DATA_DIR's) and
 * encrypts every personal value again under it, in batches. Interrupted, the same command goes on where it
 * stopped (a mark beside the key file names the key being rotated to) instead of adding yet another key.
 * Old keys stay in the file: backups taken before the rotation still need them.
 */
export async function rotateDataKey(opts: {
  db: Db;
  keyFile: string;
  batch?: number;
  log?: (line: string) => void;
}): Promise<{ keyId: string; rows: number; resumed: boolean }> {
  const log = opts.log ?? (() => {});
  const mark = `${opts.keyFile}.rotating`;
  const content = readKeyFile(opts.keyFile);
  let keyId = fs.existsSync(mark) ? fs.readFileSync(mark, 'utf8').trim() : '';
  const resumed = keyId !== '' && content.dataKeys.at(-1)?.id === keyId;
  if (!resumed) {
    const key = newDataKey();
    keyId = key.id;
    fs.writeFileSync(mark, keyId, { mode: 0o600 });
    writeKeyFile(opts.keyFile, { ...content, dataKeys: [...content.dataKeys, key] });
  }
  installDataKeys(loadDataKeys({ file: opts.keyFile, dataDir: '' }));
  log(`${resumed ? 'resuming rotation to' : 'rotating to'} data key ${keyId}`);
  const rows = await reencryptSensitive(opts.db, {
    batch: opts.batch,
    onBatch: (p) => log(`  ${p.table}: ${p.rows} rows encrypted again`),
  });
  await opts.db.transaction(async (tx) => {
    await writeOplog(tx as unknown as Db, {
      call: 'npm run rotate-data-key',
      action: 'rotateKey',
      resource: 'dataKey',
      recordId: keyId,
      outcome: 200,
      after: { keyId, rows, resumed },
    });
  });
  await sealLogs(opts.db);
  fs.rmSync(mark, { force: true });
  return { keyId, rows, resumed };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const keyFile = dataKeyFilePath({ file: config.dataKeyFile, dataDir: config.dataDir });
  if (!fs.existsSync(keyFile)) throw new Error(`no data key file at ${keyFile}: start the server once first`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    const started = Date.now();
    const r = await rotateDataKey({ db: database.db, keyFile, log: (line) => console.log(line) });
    console.log(`done: ${r.rows} rows under data key ${r.keyId} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log('Running servers read the new key when they meet it; restart them so that their writes use it too.');
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('rotate-data-key.ts')) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
