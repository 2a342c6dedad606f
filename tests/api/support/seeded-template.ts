import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/db/seed/index';
import { SEED_PASSWORD } from './seed-password';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated, seeded PGlite data directory (`dumpDataDir`). */
    seededPglite: string;
    /** A migrated, seeded PostgreSQL database that test databases are copied from (`CREATE DATABASE … TEMPLATE`). */
    seededPostgres: string;
  }
}

type Kind = 'pglite' | 'postgres';

/**
 * The demo databases of one run, shared by every project that asks: the projects' global setups all run
 * in the runner's process, one after the other, before any test; each kind is migrated and seeded once,
 * and both kinds at the same time (the embedded one in this process, PostgreSQL mostly in its own).
 */
interface Shared {
  made: Partial<Record<Kind, Promise<{ value: string; drop: () => Promise<void> }>>>;
  users: number;
}
const SHARED = Symbol.for('party.seeded-templates');
const shared = ((globalThis as Record<symbol, Shared>)[SHARED] ??= { made: {}, users: 0 });

async function seedPglite(): Promise<{ value: string; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'seeded-pglite-'));
  const d = await openDatabase({ listen: false });
  await seedIfEmpty(d.db, { password: SEED_PASSWORD });
  // Checkpointed first: a copy then starts without replaying the seed's journal (a third less time to open).
  await d.db.execute(sql`CHECKPOINT`);
  const file = join(dir, 'data.tar');
  writeFileSync(file, Buffer.from(await (await d.dumpDataDir!()).arrayBuffer()));
  await d.close();
  return { value: file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function seedPostgres(url: string): Promise<{ value: string; drop: () => Promise<void> }> {
  const name = `seeded_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const at = new URL(url);
  at.pathname = `/${name}`;
  const d = await openDatabase({ databaseUrl: at.toString(), poolSize: 2, listen: false });
  await seedIfEmpty(d.db, { password: SEED_PASSWORD });
  await d.close();
  return { value: name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The kinds a project's tests start servers on: its TEST_DB, or both when it names none. */
function kindsOf(project: TestProject): Kind[] {
  const kind = project.config.env?.TEST_DB;
  const kinds: Kind[] = [];
  if (kind !== 'postgres') kinds.push('pglite');
  if (process.env.TEST_DATABASE_URL && kind !== 'pglite') kinds.push('postgres');
  return kinds;
}

/**
 * The kinds a project of the run will ask for: this file's projects their kinds, the browser tests (whose
 * own setup unpacks the embedded copy) the embedded kind, the others none.
 */
function kindsNeeded(project: TestProject): Kind[] {
  const setups = [project.config.globalSetup ?? []].flat();
  if (setups.some((f) => f.endsWith('seeded-template.ts'))) return kindsOf(project);
  return setups.some((f) => f.endsWith('e2e/support/global-setup.ts')) ? ['pglite'] : [];
}

const make = (kind: Kind) =>
  (shared.made[kind] ??= kind === 'pglite' ? seedPglite() : seedPostgres(process.env.TEST_DATABASE_URL!));

/**
 * The seeded demo database of each kind a project needs, made at most once per run: a test file then
 * costs a copy of it rather than the migrations and the whole seed again. The first project to ask starts
 * every kind that any project of the run will need, so that the two are seeded side by side.
 */
export async function seededTemplates(
  project: TestProject,
  kinds: Kind[] = kindsOf(project),
): Promise<{ pglite?: string; postgres?: string }> {
  const needed = new Set(project.vitest.projects.flatMap(kindsNeeded));
  for (const kind of needed) void make(kind).catch(() => {});
  const out: { pglite?: string; postgres?: string } = {};
  for (const kind of kinds) out[kind] = (await make(kind)).value;
  return out;
}

/** Whoever took a template gives it back; the last to give back drops the templates. */
export function holdTemplates(): () => Promise<void> {
  shared.users++;
  return async () => {
    if (--shared.users > 0) return;
    const made = Object.values(shared.made);
    shared.made = {};
    for (const m of made) await (await m!).drop();
  };
}

/** The global setup of the projects that start API servers (tests/api, tests/reliability). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const release = holdTemplates();
  try {
    const { pglite, postgres } = await seededTemplates(project);
    if (pglite) project.provide('seededPglite', pglite);
    if (postgres) project.provide('seededPostgres', postgres);
  } catch (err) {
    await release();
    throw err;
  }
  return release;
}
