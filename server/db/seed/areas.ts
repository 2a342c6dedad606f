import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { AreaSeed, SeedContext } from './area-seed';
import { accounts, members, orgs } from '../schema/index';
import { scheduleSeed } from './schedule';
import { developmentSeed } from './development';
import { orgRecordsSeed, transfersSeed } from './org-records';
import { AFFAIRS_SEED } from './affairs';
import { SYSTEM_SEEDS } from './system';
import { riskCasesSeed } from './risk-cases';
import { TASK_SEED } from './tasks';
import { meetingsSeed } from './meetings';
import { securitySeed } from './security';
import { feeSeed } from './fees';
import { rewardSeed } from './rewards';
import { educationSeed } from './education';
import { publicitySeed } from './publicity';
import { supervisionSeed } from './supervision';
import { mySeed } from './my';
import { membershipHistorySeed } from './membership-history';
import { memberRegistersSeed } from './member-registers';
import { commendationSeed } from './commendations';
import { dataCallsSeed } from './data-calls';
import { pointsSeed } from './points';
import { appraisalSeed } from './appraisal';

const AREA_SEED_LOCK = 72_201_127;

/** Every area's seed, in dependency order. A new area adds one line. */
export const AREA_SEEDS: AreaSeed[] = [
  developmentSeed,
  orgRecordsSeed,
  transfersSeed,
  membershipHistorySeed,
  ...SYSTEM_SEEDS,
  securitySeed,
  feeSeed,
  rewardSeed,
  meetingsSeed,
  TASK_SEED,
  educationSeed,
  publicitySeed,
  supervisionSeed,
  AFFAIRS_SEED,
  scheduleSeed,
  riskCasesSeed,
  mySeed,
  memberRegistersSeed,
  commendationSeed,
  dataCallsSeed,
  pointsSeed,
  appraisalSeed,
];

async function contextOf(db: Db): Promise<SeedContext> {
  const orgRows = await db
    .select({
      id: orgs.id,
      code: orgs.code,
      name: orgs.name,
      path: orgs.path,
      type: orgs.type,
      parentId: orgs.parentId,
    })
    .from(orgs)
    .orderBy(orgs.sort, orgs.id);
  const memberRows = await db
    .select({
      id: members.id,
      orgId: members.orgId,
      name: members.name,
      post: members.post,
      memberType: members.memberType,
    })
    .from(members)
    .orderBy(members.id);
  const byOrg = new Map<number, { id: number; name: string; post: string | null; memberType: string }[]>();
  for (const m of memberRows) byOrg.set(m.orgId, [...(byOrg.get(m.orgId) ?? []), m]);
  const accountRows = await db
    .select({ account: accounts.account, id: accounts.id, orgId: accounts.orgId, memberId: accounts.memberId })
    .from(accounts);
  return {
    db,
    orgs: new Map(orgRows.map((o) => [o.code, o])),
    membersOf: (orgId) => byOrg.get(orgId) ?? [],
    accounts: new Map(accountRows.map((a) => [a.account, a])),
    branches: orgRows
      .filter((o) => o.type === '3' || o.type === '4')
      .map((o) => ({ id: o.id, code: o.code, name: o.name, path: o.path })),
  };
}

/** Whether an area's table is empty; an area whose table an older schema lacks is left for its migration. */
async function awaitsSeed(db: Db, s: AreaSeed): Promise<boolean> {
  try {
    return await s.isEmpty(db);
  } catch (e) {
    const code = (e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
    if (code === '42P01') return false; // undefined_table
    throw e;
  }
}

/** Seeds each area whose table is empty, in one transaction under a lock (processes may start together). */
export async function seedAreas(db: Db): Promise<string[]> {
  const pending: AreaSeed[] = [];
  for (const s of AREA_SEEDS) if (await awaitsSeed(db, s)) pending.push(s);
  if (!pending.length) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${AREA_SEED_LOCK})`);
    const t = tx as unknown as Db;
    const ctx = await contextOf(t);
    if (!ctx.orgs.size) return [];
    const done: string[] = [];
    for (const s of pending) {
      if (!(await s.isEmpty(t))) continue;
      if (s.after && !s.after.every((name) => done.includes(name))) continue;
      await s.run({ ...ctx, db: t });
      done.push(s.name);
    }
    return done;
  });
}
