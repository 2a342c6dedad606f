import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarItems } from '../../server/lib/calendar-feed';
import { measure } from '../../server/lib/measures';
import type { SessionUser } from '../../server/lib/session-user';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';

/** A 1x1 PNG, as the signature canvas answers it. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.skipIf(skipSuite)('tasks issued down the tree and handled below', () => {
  let s: TestServer;
  let orgdept: string;
  let company: string;
  let sec1: string;
  let sec2: string;
  let orgs: Orgs;
  let indicators: { id: number; points: number; code: string }[];
  let task: { id: number; version: number };
  const mine: Record<string, number> = {};

  const call = async (token: string, url: string, body: unknown, status = 200) => {
    const r = await s.call(url, body, { token });
    expect(r.status, `${url}: ${r.envelope.error_msg}`).toBe(status);
    return r.envelope;
  };
  const submissionsOf = async (token: string, taskId: number) =>
    (await call(token, '/api/taskSubmission/list', { filters: { taskId }, pageSize: 50 })).data.records as {
      id: number;
      orgId: number;
      version: number;
      state: string;
    }[];

  beforeAll(async () => {
    s = await startTestServer();
    [orgdept, company, sec1, sec2] = await Promise.all(
      ['orgdept1', 'company1', 'secretary1', 'secretary2'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, await s.login('admin'));
    // The leaves of the annual tree: a task scores leaves, its groups only add them up.
    const options = (await call(orgdept, '/api/task/indicators', { taskType: '1' })).data as {
      id: number;
      parentId: number | null;
      points: string;
      code: string;
    }[];
    indicators = options
      .filter((i) => !options.some((o) => o.parentId === i.id))
      .map((i) => ({ ...i, points: Number(i.points) }));
    const created = await call(orgdept, '/api/task/save', {
      taskType: '1',
      title: '测试年度任务',
      requirements: '逐项落实',
      deadline: '2026-12-20',
      startOn: '2026-11-01',
      targetOrgIds: [orgs.branchA, orgs.branchB, orgs.otherCompanyBranch],
      indicators: indicators.slice(0, 2).map((i) => ({ indicatorId: i.id, points: i.points })),
    });
    task = created.data;
    const issued = await call(orgdept, '/api/task/issue', task);
    expect(issued.data.state).toBe('issued');
    expect(issued.data.receiptCount).toBe(3);
    task = issued.data;
    for (const r of await submissionsOf(orgdept, task.id)) mine[r.orgId] = r.id;
  });
  afterAll(async () => s?.close());

  describe('distribution scope', () => {
    it('issues one submission per target, each starting as a to-do', async () => {
      const all = await submissionsOf(orgdept, task.id);
      expect(all.map((r) => r.orgId).sort()).toEqual([orgs.branchA, orgs.branchB, orgs.otherCompanyBranch].sort());
      expect(new Set(all.map((r) => r.state))).toEqual(new Set(['todo']));
    });

    it('answers a second receipt of the same task for the same organisation with a conflict, not a server error', async () => {
      const twice = await s.call(
        '/api/taskSubmission/save',
        { taskId: task.id, orgId: orgs.branchA, progress: '再报一份' },
        { token: orgdept },
      );
      expect(twice.status).toBe(409);
      expect(twice.envelope.error_msg).toBe('已有相同的记录，不能重复保存');
      expect(twice.envelope.data).toEqual({ field: 'taskId' });
      expect((await submissionsOf(orgdept, task.id)).filter((r) => r.orgId === orgs.branchA)).toHaveLength(1);
    });

    it('a target sees only its own submission, and the task through it', async () => {
      const seen = await submissionsOf(sec1, task.id);
      expect(seen.map((r) => r.orgId)).toEqual([orgs.branchA]);
      const got = await call(sec1, '/api/taskSubmission/get', { id: mine[orgs.branchA] });
      expect(got.data.parent).toMatchObject({ id: task.id, title: '测试年度任务', deadline: '2026-12-20' });
      expect(got.data.indicatorRows).toHaveLength(2);
      expect(got.data.moves).toEqual(['submit']);
    });

    it('a sibling sees nothing of it, not even by id', async () => {
      expect((await submissionsOf(sec2, task.id)).map((r) => r.orgId)).toEqual([orgs.branchB]);
      await call(sec2, '/api/taskSubmission/get', { id: mine[orgs.branchA] }, 404);
      await call(sec1, '/api/task/get', { id: task.id }, 403);
    });

    it('the parent of a target sees its targets below it, the issuer all of them', async () => {
      const byCompany = (await submissionsOf(company, task.id)).map((r) => r.orgId).sort();
      expect(byCompany).toEqual([orgs.branchA, orgs.branchB].sort());
      await call(company, '/api/task/get', { id: task.id }, 404);
      expect(await submissionsOf(orgdept, task.id)).toHaveLength(3);
    });

    it('puts the deadline in the calendar of the receiving organisation only', async () => {
      const as = (ids: number[]) => ({ scopeOrgIds: ids }) as unknown as SessionUser;
      const range = { from: '2026-12-01', to: '2026-12-31' };
      const items = await calendarItems(s.database.db, as([orgs.branchA]), range, ['taskDeadline']);
      expect(
        items.some(
          (i) =>
            i.title.includes('测试年度任务') && i.date === '2026-12-20' && i.link.endsWith(`id=${mine[orgs.branchA]}`),
        ),
      ).toBe(true);
      const none = await calendarItems(s.database.db, as([orgs.root]), range, ['taskDeadline']);
      expect(none.some((i) => i.title.includes('测试年度任务'))).toBe(false);
    });
  });

  describe('frozen fields after issue', () => {
    it('refuses a change of targets, indicators or type with 400 naming the field', async () => {
      const current = (await call(orgdept, '/api/task/get', { id: task.id })).data;
      const targets = await s.call('/api/task/save', { ...current, targetOrgIds: [orgs.branchA] }, { token: orgdept });
      expect(targets.status).toBe(400);
      expect(targets.envelope.data.field).toBe('targetOrgIds');
      const points = await s.call(
        '/api/task/save',
        { ...current, indicators: [{ indicatorId: indicators[0].id, points: 1 }] },
        { token: orgdept },
      );
      expect(points.status).toBe(400);
      expect(points.envelope.data.field).toBe('indicators');
      const type = await s.call('/api/task/save', { ...current, taskType: '2' }, { token: orgdept });
      expect(type.envelope.data.field).toBe('taskType');
    });

    it('extends the deadline, which the targets see, but never shortens it', async () => {
      const current = (await call(orgdept, '/api/task/get', { id: task.id })).data;
      const shorter = await s.call('/api/task/save', { ...current, deadline: '2026-12-01' }, { token: orgdept });
      expect(shorter.status).toBe(400);
      expect(shorter.envelope.data.fields.deadline).toMatch(/延长/);
      const longer = await call(orgdept, '/api/task/save', { ...current, deadline: '2026-12-28' });
      expect(longer.data.deadline).toBe('2026-12-28');
      const seen = await call(sec1, '/api/taskSubmission/get', { id: mine[orgs.branchA] });
      expect(seen.data.deadline).toBe('2026-12-28');
      expect(seen.data.parent.deadline).toBe('2026-12-28');
      const history = (await call(orgdept, '/api/task/get', { id: task.id })).data.history;
      expect(history.map((h: { action: string }) => h.action)).toEqual(['issue', 'extend']);
    });

    it('extends the deadline of a task issued without indicators, the form sending its empty list back', async () => {
      for (const sent of [undefined, []]) {
        const created = await call(company, '/api/task/save', {
          taskType: '3',
          title: '无指标的紧急任务',
          deadline: '2026-12-10',
          targetOrgIds: [orgs.branchA],
          ...(sent ? { indicators: sent } : {}),
        });
        await call(company, '/api/task/issue', created.data);
        const current = (await call(company, '/api/task/get', { id: created.data.id })).data;
        // The detail form holds an empty indicator list whatever was stored.
        const extended = await s.call(
          '/api/task/save',
          { ...current, indicators: [], deadline: '2026-12-24' },
          { token: company },
        );
        expect(extended.status, `stored ${JSON.stringify(current.indicators)}: ${extended.envelope.error_msg}`).toBe(
          200,
        );
        expect(extended.envelope.data.deadline).toBe('2026-12-24');
      }
    });

    it('neither deletes nor issues again an issued task', async () => {
      const current = (await call(orgdept, '/api/task/get', { id: task.id })).data;
      await call(orgdept, '/api/task/delete', { id: task.id, version: current.version }, 409);
      await call(orgdept, '/api/task/issue', { id: task.id, version: current.version }, 400);
    });

    it('refuses targets that are not below the issuer', async () => {
      const r = await s.call(
        '/api/task/save',
        { taskType: '3', title: '越级', deadline: '2026-12-01', targetOrgIds: [orgs.root] },
        { token: company },
      );
      expect(r.status).toBe(400);
    });
  });

  describe('handling and review', () => {
    const get = async (token: string, org = orgs.branchA) =>
      (await call(token, '/api/taskSubmission/get', { id: mine[org] })).data;

    it('refuses a self score above an indicator’s points with 400', async () => {
      const current = await get(sec1);
      const over = await s.call(
        '/api/taskSubmission/save',
        {
          ...current,
          progress: '已完成',
          selfScores: [{ indicatorId: indicators[0].id, score: indicators[0].points + 1 }],
        },
        { token: sec1 },
      );
      expect(over.status).toBe(400);
      expect(over.envelope.data.fields.selfScores).toMatch(/不能超过/);
      const foreign = await s.call(
        '/api/taskSubmission/save',
        { ...current, selfScores: [{ indicatorId: indicators[3].id, score: 1 }] },
        { token: sec1 },
      );
      expect(foreign.status).toBe(400);
    });

    it('links evidence of the organisation’s own records only', async () => {
      const own = (
        await call(sec1, '/api/memberDevelopment/save', {
          name: '佐证申请人',
          idNumber: freshIdNumber(),
          orgId: orgs.branchA,
          stage: '1',
          appliedOn: '2026-10-01',
        })
      ).data;
      const theirs = (
        await call(sec2, '/api/memberDevelopment/save', {
          name: '他支部申请人',
          idNumber: freshIdNumber(),
          orgId: orgs.branchB,
          stage: '1',
          appliedOn: '2026-10-01',
        })
      ).data;
      const current = await get(sec1);
      const bad = await s.call(
        '/api/taskSubmission/save',
        { ...current, evidence: [{ entity: 'memberDevelopment', id: theirs.id, title: 'x' }] },
        { token: sec1 },
      );
      expect(bad.status).toBe(400);
      expect(bad.envelope.data.fields.evidence).toBe('只能关联本组织的记录');
      const unknown = await s.call(
        '/api/taskSubmission/save',
        { ...current, evidence: [{ entity: 'noSuchThing', id: 1, title: 'x' }] },
        { token: sec1 },
      );
      expect(unknown.status).toBe(400);
      const saved = await call(sec1, '/api/taskSubmission/save', {
        ...current,
        progress: '按要求完成',
        selfScores: [{ indicatorId: indicators[0].id, score: indicators[0].points - 2 }],
        evidence: [{ entity: 'memberDevelopment', id: own.id, title: '客户端标题' }],
      });
      expect(saved.data.evidence).toEqual([{ entity: 'memberDevelopment', id: own.id, title: '佐证申请人' }]);
      expect(saved.data.selfScore).toBe(indicators[0].points - 2);
    });

    it('lets the target submit, and only the issuing side review', async () => {
      let current = await get(sec1);
      current = (
        await call(sec1, '/api/taskSubmission/transition', {
          id: current.id,
          version: current.version,
          action: 'submit',
        })
      ).data;
      expect(current.state).toBe('submitted');
      await call(
        sec1,
        '/api/taskSubmission/transition',
        { id: current.id, version: current.version, action: 'approve', score: 50 },
        403,
      );
      await call(
        company,
        '/api/taskSubmission/transition',
        { id: current.id, version: current.version, action: 'approve', score: 50 },
        403,
      );
      await call(
        sec2,
        '/api/taskSubmission/transition',
        { id: current.id, version: current.version, action: 'approve', score: 50 },
        404,
      );
      await call(sec1, '/api/taskSubmission/save', { ...current, progress: '改' }, 409);
      expect((await get(orgdept)).moves.sort()).toEqual(['approve', 'return']);
    });

    it('returns with a reason, and takes the resubmission', async () => {
      let current = await get(orgdept);
      await call(
        orgdept,
        '/api/taskSubmission/transition',
        { id: current.id, version: current.version, action: 'return' },
        400,
      );
      current = (
        await call(orgdept, '/api/taskSubmission/transition', {
          id: current.id,
          version: current.version,
          action: 'return',
          opinion: '请补充佐证',
        })
      ).data;
      expect(current.state).toBe('returned');
      const again = await get(sec1);
      expect(again.reviewOpinion).toBe('请补充佐证');
      const edited = (await call(sec1, '/api/taskSubmission/save', { ...again, progress: '已补充佐证' })).data;
      expect(
        (
          await call(sec1, '/api/taskSubmission/transition', {
            id: edited.id,
            version: edited.version,
            action: 'submit',
          })
        ).data.state,
      ).toBe('submitted');
    });

    it('refuses review scores above the points, and passes with scores, instruction and signature', async () => {
      const current = await get(orgdept);
      const [a, b] = indicators;
      const over = await s.call(
        '/api/taskSubmission/transition',
        {
          id: current.id,
          version: current.version,
          action: 'approve',
          scores: [{ indicatorId: a.id, score: a.points + 0.5 }],
        },
        { token: orgdept },
      );
      expect(over.status).toBe(400);
      expect(over.envelope.data.field).toBe('scores');
      const total = await s.call(
        '/api/taskSubmission/transition',
        { id: current.id, version: current.version, action: 'approve', score: a.points + b.points + 1 },
        { token: orgdept },
      );
      expect(total.status).toBe(400);
      expect(total.envelope.data.field).toBe('score');
      const passed = (
        await call(orgdept, '/api/taskSubmission/transition', {
          id: current.id,
          version: current.version,
          action: 'approve',
          scores: [
            { indicatorId: a.id, score: a.points - 1 },
            { indicatorId: b.id, score: b.points - 0.5 },
          ],
          opinion: '工作扎实，同意通过',
          signature: SIGNATURE,
        })
      ).data;
      expect(passed).toMatchObject({
        state: 'approved',
        score: a.points + b.points - 1.5,
        reviewOpinion: '工作扎实，同意通过',
      });
      const last = (await get(sec1)).history.at(-1);
      expect(last).toMatchObject({ action: 'approve', opinion: '工作扎实，同意通过', signature: SIGNATURE });
      const rate = await measure(s.database.db, 'tasks', orgs.branchA, 2026);
      expect(rate).toBeGreaterThan(0);
    });
  });

  describe('star rating', () => {
    it('starts from measured facts and rates one to five stars by the matter’s thresholds', async () => {
      // The leaves of the seeded star tree (XJ): what a star rating scores.
      const options = (await call(orgdept, '/api/task/indicators', { taskType: '2' })).data as {
        id: number;
        parentId: number | null;
        code: string;
        points: string;
        measure: string | null;
      }[];
      const star = options.filter((i) => i.code.startsWith('XJ') && !options.some((o) => o.parentId === i.id));
      const created = (
        await call(orgdept, '/api/task/save', {
          taskType: '2',
          title: '测试星级评定',
          deadline: '2026-12-30',
          targetOrgIds: [orgs.branchA, orgs.branchB],
          indicators: star.map((i) => ({ indicatorId: i.id, points: Number(i.points) })),
        })
      ).data;
      await call(orgdept, '/api/task/issue', created);
      const [ra, rb] = (await submissionsOf(orgdept, created.id)).sort((x, y) =>
        x.orgId === orgs.branchA ? -1 : y.orgId === orgs.branchA ? 1 : 0,
      );
      const prefilled = (await call(sec1, '/api/taskSubmission/get', { id: ra.id })).data;
      // The 'tasks' measure of branch A knows the annual task it passed above.
      expect(prefilled.measured.some((m: { measure: string }) => m.measure === 'tasks')).toBe(true);
      expect(prefilled.selfScore).toBeGreaterThan(0);
      const rate = async (id: number, token: string, score: number, highlight: boolean) => {
        let r = (await call(token, '/api/taskSubmission/get', { id })).data;
        r = (await call(token, '/api/taskSubmission/save', { ...r, progress: '自评完成' })).data;
        r = (await call(token, '/api/taskSubmission/transition', { id, version: r.version, action: 'submit' })).data;
        return (
          await call(orgdept, '/api/taskSubmission/transition', {
            id,
            version: r.version,
            action: 'approve',
            score,
            highlight,
          })
        ).data;
      };
      expect((await rate(ra.id, sec1, 92, false)).stars).toBe(4);
      expect((await rate(rb.id, sec2, 95, true)).stars).toBe(5);
    });
  });
});
