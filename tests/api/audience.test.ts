import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleEntity } from '../../src/contract/resource/article';
import { examEntity } from '../../src/contract/resource/exam';
import type { EntityDef } from '../../src/contract/resource/types';
import { voteEntity } from '../../src/contract/resource/vote';
import type { Db } from '../../server/db/client';
import { articleReads, articles, exams, members, orgs, votes } from '../../server/db/schema/index';
import { isReached, reachesMember, rollOf, rollSize } from '../../server/modules/resources/audience';
import { receiptProgress } from '../../server/modules/resources/audience-receipts';
import { columnsOf } from '../../server/modules/resources/scope-joins';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

interface Person {
  id: number;
  path: string;
  status: string;
  memberType: string;
}

/**
 * The audience piece itself, over the demo group: an exam, a vote and an announcement sent to the same
 * organisations count the same members, worked out here from the organisation tree without SQL.
 */
describe.skipIf(skipSuite)('one audience for exams, votes and announcements', () => {
  let s: TestServer;
  let db: Db;
  let people: Person[];
  const orgIdOf: Record<string, number> = {};
  const pathOf = new Map<number, string>();
  let suspended: Person;
  let probationary: Person;

  beforeAll(async () => {
    s = await startTestServer();
    db = s.database.db;
    for (const o of await db.select({ id: orgs.id, name: orgs.name, path: orgs.path }).from(orgs)) {
      orgIdOf[o.name] = o.id;
      pathOf.set(o.id, o.path);
    }
    const branchA = orgIdOf['一车队第一党支部'];
    // One member of the first branch has their membership suspended: off every roll from now on.
    const [first] = await db.select({ id: members.id }).from(members).where(eq(members.orgId, branchA)).limit(1);
    await db.update(members).set({ status: '3' }).where(eq(members.id, first.id));
    people = await db
      .select({ id: members.id, path: orgs.path, status: members.status, memberType: members.memberType })
      .from(members)
      .innerJoin(orgs, eq(orgs.id, members.orgId));
    suspended = people.find((p) => p.id === first.id)!;
    probationary = people.find((p) => p.memberType === '1' && p.status === '1')!;
  });
  afterAll(async () => s?.close());

  /** The members in good standing of the organisations' subtrees and those named; in an election full members only. */
  const expectedRoll = (orgIds: number[], memberIds: number[], election = false) =>
    people
      .filter((p) => p.status === '1' && (!election || p.memberType === '2'))
      .filter((p) => memberIds.includes(p.id) || orgIds.some((o) => p.path.startsWith(pathOf.get(o)!)))
      .map((p) => p.id)
      .sort((a, b) => a - b);
  const ids = async (roll: Promise<{ id: number }[]>) => (await roll).map((m) => m.id).sort((a, b) => a - b);

  const exam = (orgIds: number[], memberIds: number[] = []) => ({ targetOrgIds: orgIds, targetMemberIds: memberIds });
  const vote = (orgIds: number[], memberIds: number[] = [], kind = 'survey') => ({
    kind,
    voterOrgIds: orgIds,
    voterMemberIds: memberIds,
  });
  const announcement = (orgIds: number[]) => ({ targetOrgIds: orgIds });

  it('counts the same members for an exam, a survey and an announcement sent to the same organisations', async () => {
    const targetSets = [['一车队党总支'], ['一车队第一党支部', '三车队第一党支部'], ['公交客运集团党委']].map((names) =>
      names.map((n) => orgIdOf[n]),
    );
    for (const orgIds of targetSets) {
      const want = expectedRoll(orgIds, []);
      expect(want.length).toBeGreaterThan(0);
      expect(await ids(rollOf(db, examEntity, exam(orgIds)))).toEqual(want);
      expect(await ids(rollOf(db, voteEntity, vote(orgIds)))).toEqual(want);
      expect(await ids(rollOf(db, articleEntity, announcement(orgIds)))).toEqual(want);
      expect(await rollSize(db, voteEntity, vote(orgIds))).toBe(want.length);
    }
  });

  it('adds members named one by one, and keeps to the caller’s organisations when asked', async () => {
    const fleet = orgIdOf['一车队党总支'];
    const outsider = people.find((p) => p.status === '1' && !p.path.startsWith(pathOf.get(fleet)!))!;
    const want = expectedRoll([fleet], [outsider.id]);
    expect(want).toContain(outsider.id);
    expect(await ids(rollOf(db, examEntity, exam([fleet], [outsider.id])))).toEqual(want);
    expect(await ids(rollOf(db, voteEntity, vote([fleet], [outsider.id])))).toEqual(want);
    const fleetScope = [...pathOf].filter(([, path]) => path.startsWith(pathOf.get(fleet)!)).map(([id]) => id);
    const seen = await ids(rollOf(db, examEntity, exam([fleet], [outsider.id]), fleetScope));
    expect(seen).toEqual(want.filter((id) => id !== outsider.id));
  });

  it('counts only full members in an election', async () => {
    const root = orgIdOf['公交客运集团党委'];
    const want = expectedRoll([root], [], true);
    expect(want).not.toContain(probationary.id);
    expect(want.length).toBeLessThan(expectedRoll([root], []).length);
    expect(await ids(rollOf(db, voteEntity, vote([root], [], 'election')))).toEqual(want);
    expect(await isReached(db, voteEntity, vote([root], [], 'election'), probationary.id)).toBe(false);
    expect(await isReached(db, voteEntity, vote([root], [], 'survey'), probationary.id)).toBe(true);
  });

  it('leaves a suspended member off every roll and lets them vote nowhere, while their exams and announcements still reach them', async () => {
    const branch = [orgIdOf['一车队第一党支部']];
    for (const [def, row] of [
      [examEntity, exam(branch)],
      [voteEntity, vote(branch)],
      [articleEntity, announcement(branch)],
    ] as const)
      expect(await ids(rollOf(db, def, row))).not.toContain(suspended.id);
    expect(await isReached(db, voteEntity, vote(branch), suspended.id)).toBe(false);
    expect(await isReached(db, examEntity, exam(branch), suspended.id)).toBe(true);
    expect(await isReached(db, articleEntity, announcement(branch), suspended.id)).toBe(true);
  });

  it('reaches a member across all the demo’s records as it reaches them record by record', async () => {
    const sample = [suspended, probationary, ...people.filter((p) => p.status === '1').slice(0, 40)];
    const cases: [EntityDef, PgTable][] = [
      [examEntity, exams],
      [voteEntity, votes],
      [articleEntity, articles],
    ];
    let reachedSomewhere = 0;
    for (const [def, table] of cases) {
      const rows = (await db.select().from(table)) as Record<string, unknown>[];
      expect(rows.length, def.name).toBeGreaterThan(0);
      for (const p of sample) {
        const across = (await db
          .select({ id: columnsOf(table).id })
          .from(table)
          .where(reachesMember(def, table, p.id))) as { id: number }[];
        const oneByOne: number[] = [];
        for (const row of rows) if (await isReached(db, def, row, p.id)) oneByOne.push(row.id as number);
        expect(
          across.map((r) => r.id).sort((a, b) => a - b),
          `${def.name} for member ${p.id}`,
        ).toEqual(oneByOne.sort((a, b) => a - b));
        reachedSomewhere += oneByOne.length;
      }
    }
    expect(reachedSomewhere).toBeGreaterThan(0);
  });

  it('counts an announcement’s read receipts against its roll, organisation by organisation', async () => {
    const sent = await db
      .select({ id: articles.id, targetOrgIds: articles.targetOrgIds })
      .from(articles)
      .where(sql`${articles.channel} = 'announcement' AND ${articles.state} = 'published'`);
    let read = 0;
    for (const a of sent) {
      const roll = new Set(expectedRoll(a.targetOrgIds, []));
      const reads = await db
        .select({ memberId: articleReads.memberId })
        .from(articleReads)
        .where(eq(articleReads.articleId, a.id));
      const { byOrg, members: rows } = await receiptProgress(db, articleEntity, a, { limit: 5000 });
      expect(byOrg.reduce((n, o) => n + o.total, 0)).toBe(roll.size);
      expect(byOrg.reduce((n, o) => n + o.answered, 0)).toBe(reads.filter((r) => roll.has(r.memberId)).length);
      expect(rows.filter((m) => m.at !== null).length).toBe(reads.filter((r) => roll.has(r.memberId)).length);
      read += reads.length;
    }
    expect(read).toBeGreaterThan(0);
  });
});
