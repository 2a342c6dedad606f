import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { DEMO_FACTOR_ACCOUNTS, demoFactorSecret } from './db/seed/demo-factor';
import { loadRsaKeys } from './lib/rsa';
import { buildApp } from './app';
import { startHousekeeping } from './lib/housekeeping';
import { pruneCaptchas } from './modules/auth/captcha';
import { keepPlannerStatistics } from './db/statistics';
import { installDataKeys, loadDataKeys } from './lib/data-keys';
import { reencryptSensitive } from './lib/reencrypt';
import { logChainChore } from './lib/log-chain-check';
import { watchLoopDelay } from './lib/loop-delay';

async function main(): Promise<void> {
  const config = loadConfig();
  const stopLoopWatch = watchLoopDelay(config.loopDelayFile);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onPoolError: (err) => console.warn(`database connection dropped: ${err.message}`),
    listen: config.readCache,
  });
  const rsa = loadRsaKeys({ file: config.rsaPrivateKeyFile, dataDir: config.dataDir });
  installDataKeys(loadDataKeys({ file: config.dataKeyFile, dataDir: config.dataDir }));
  const seeded = await seedIfEmpty(database.db, { password: config.seedPassword, demoFactor: !config.production });
  // Personal data written before encryption came is encrypted now, before anyone reads it.
  const sealed = await reencryptSensitive(database.db, { plainOnly: true });
  if (sealed) console.log(`Encrypted the personal data of ${sealed} rows stored in clear.`);
  const app = await buildApp({ config, database, rsa });
  if (config.captchaTestCode)
    app.log.warn('APP_CAPTCHA_TEST_CODE is set: every captcha has a known answer. Never use this in production.');
  const stopHousekeeping = startHousekeeping(database.db, app.log, [pruneCaptchas, logChainChore]);
  const statistics = keepPlannerStatistics(database, (err) =>
    app.log.warn({ err }, 'gathering planner statistics failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopHousekeeping();
    statistics.stop();
    stopLoopWatch();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The spreadsheet library, compiled before the first request rather than on the first export or import
  // job: loading it takes the loop for several hundred milliseconds, which would stall every caller then.
  await import('exceljs');
  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nParty affairs back-office is running at ${address} on ${where}`);
  if (seeded) console.log('Seeded a demo group on first start.');
  console.log(
    `Demo accounts (password: ${config.seedPassword === 'Party@2026' ? 'Party@2026' : 'APP_SEED_PASSWORD'}):`,
  );
  console.log('  admin (system administrator), secadmin, auditor, orgdept1 (organisation department),');
  console.log('  company1 (company committee), secretary1 / secretary2 (sibling branches), member1 (ordinary member)');
  if (!config.production) {
    // Demo secrets only: a production administrator enrols its own at the first sign-in.
    console.log('admin, secadmin and auditor also give a code of their second factor; add these demo secrets');
    console.log('to an authenticator app (time-based, 6 digits, 30 seconds):');
    for (const account of DEMO_FACTOR_ACCOUNTS) console.log(`  ${account.padEnd(9)} ${demoFactorSecret(account)}`);
  }
  console.log('');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
