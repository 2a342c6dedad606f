import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '../../src/contract/privileges';
import { mintToken } from '../reliability/support/sessions';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { seededOrgs, type Orgs } from './support/fixtures';

type TaskType = '1' | '2' | '3';
interface Saved {
  id: number;
  version: number;
  taskType: string;
  [field: string]: unknown;
}

/**
 * Tasks are split among three menu entries by their type: the annual, the star-rating and the
 * emergency screens. A role holding one of them reaches that type of task only, on every call.
 */
describe.skipIf(skipSuite)("tasks reached through their own type's screen", () => {
  let s: TestServer;
  let orgdept: string;
  let secadmin: string;
  let orgs: Orgs;
  const tasks = {} as Record<TaskType, Saved>;

  const draft = (taskType: TaskType, title: string) => ({
    taskType,
    title,
    requirements: '按要求落实',
    deadline: '2026-12-20',
    targetOrgIds: [orgs.branchA],
  });

  /** A token of a new account whose one role holds only the given screens and the right to issue tasks. */
  async function holderOf(
    value: string,
    menuPaths: string[],
    privileges: string[] = [PRIVILEGES.taskIssue],
    orgId = orgs.root,
  ): Promise<string> {
    const role = await s.call(
      '/api/role/save',
      { name: `仅${value}`, value, dataScope: '2', menuPaths, privileges },
      { token: secadmin },
    );
    expect(role.status, role.envelope.error_msg).toBe(200);
    const account = await s.call(
      '/api/account/save',
      { account: `${value}.holder`, displayName: value, orgId, roleIds: [role.envelope.data.id] },
      { token: secadmin },
    );
    expect(account.status, account.envelope.error_msg).toBe(200);
    return mintToken(s, `${value}.holder`);
  }

  beforeAll(async () => {
    s = await startTestServer();
    [orgdept, secadmin] = await Promise.all(['orgdept1', 'secadmin'].map((a) => s.login(a)));
    orgs = await seededOrgs(s, await s.login('admin'));
    for (const type of ['1', '2', '3'] as const) {
      const r = await s.call('/api/task/save', draft(type, `类型${type}的任务`), { token: orgdept });
      expect(r.status, r.envelope.error_msg).toBe(200);
      tasks[type] = r.envelope.data;
    }
  });
  afterAll(async () => s?.close());

  const cases = [
    { name: 'star rating', type: '2', screen: '/deployment/dw_task_star', role: 'staronly' },
    { name: 'emergency', type: '3', screen: '/deployment/dw_task_com', role: 'emergencyonly' },
  ] as const;

  for (const c of cases) {
    it(`lets a role holding only the ${c.name} screen list, read and save ${c.name} tasks, and refuses annual ones`, async () => {
      const token = await holderOf(c.role, ['/deployment', c.screen, `${c.screen}/${c.screen.split('/')[2]}_info`]);
      const annual = tasks['1'];
      const own = tasks[c.type];

      const listed = await s.call('/api/task/list', { pageSize: 200 }, { token });
      expect(listed.status, listed.envelope.error_msg).toBe(200);
      const records = listed.envelope.data.records as Saved[];
      expect(records.map((r) => r.id)).toContain(own.id);
      expect(records.every((r) => r.taskType === c.type)).toBe(true);
      expect((await s.call('/api/task/list', { filters: { taskType: c.type } }, { token })).status).toBe(200);
      expect((await s.call('/api/task/list', { filters: { taskType: '1' } }, { token })).status).toBe(403);

      const got = await s.call('/api/task/get', { id: own.id }, { token });
      expect(got.status, got.envelope.error_msg).toBe(200);
      expect((await s.call('/api/task/get', { id: annual.id }, { token })).status).toBe(403);

      const saved = await s.call('/api/task/save', { ...got.envelope.data, title: `${c.name}改` }, { token });
      expect(saved.status, saved.envelope.error_msg).toBe(200);
      expect(saved.envelope.data.title).toBe(`${c.name}改`);
      const created = await s.call('/api/task/save', draft(c.type, `${c.name}新建`), { token });
      expect(created.status, created.envelope.error_msg).toBe(200);

      const annualNow = (await s.call('/api/task/get', { id: annual.id }, { token: orgdept })).envelope.data;
      expect((await s.call('/api/task/save', { ...annualNow, title: '越权修改' }, { token })).status).toBe(403);
      expect((await s.call('/api/task/save', draft('1', '越权新建'), { token })).status).toBe(403);
      expect((await s.call('/api/task/delete', { id: annual.id, version: annualNow.version }, { token })).status).toBe(
        403,
      );
      expect((await s.call('/api/task/issue', { id: annual.id, version: annualNow.version }, { token })).status).toBe(
        403,
      );
      expect((await s.call('/api/task/export', { filters: { taskType: '1' } }, { token })).status).toBe(403);
      expect((await s.call('/api/task/indicators', { taskType: c.type }, { token })).status).toBe(200);
      expect((await s.call('/api/task/indicators', { taskType: '1' }, { token })).status).toBe(403);
      // The annual task is untouched.
      const after = (await s.call('/api/task/get', { id: annual.id }, { token: orgdept })).envelope.data;
      expect(after.version).toBe(annualNow.version);
    });
  }

  it('still lets a role holding every task screen reach every type', async () => {
    const listed = await s.call('/api/task/list', { pageSize: 200 }, { token: orgdept });
    const types = new Set((listed.envelope.data.records as Saved[]).map((r) => r.taskType));
    expect([...types].sort()).toEqual(['1', '2', '3']);
  });

  it('refuses every task call to a role holding none of the task screens', async () => {
    const token = await holderOf('notasks', ['/Index', '/Index/Index']);
    expect((await s.call('/api/task/list', {}, { token })).status).toBe(403);
    expect((await s.call('/api/task/get', { id: tasks['2'].id }, { token })).status).toBe(403);
  });

  it('lets a branch role holding only the star-rating report screen handle star submissions, and no annual one', async () => {
    for (const type of ['1', '2'] as const) {
      const { version } = (await s.call('/api/task/get', { id: tasks[type].id }, { token: orgdept })).envelope.data;
      const r = await s.call('/api/task/issue', { id: tasks[type].id, version }, { token: orgdept });
      expect(r.status, r.envelope.error_msg).toBe(200);
      tasks[type] = r.envelope.data;
    }
    const token = await holderOf(
      'starhandler',
      ['/Partysearch', '/Partysearch/Partysearch_star', '/Partysearch/Partysearch_star_Info'],
      [PRIVILEGES.taskHandle],
      orgs.branchA,
    );
    const everything = await s.call('/api/taskSubmission/list', { pageSize: 200 }, { token: orgdept });
    const annual = (everything.envelope.data.records as Saved[]).find((r) => r.taskId === tasks['1'].id)!;
    const star = (everything.envelope.data.records as Saved[]).find((r) => r.taskId === tasks['2'].id)!;

    const listed = await s.call('/api/taskSubmission/list', { pageSize: 200 }, { token });
    expect(listed.status, listed.envelope.error_msg).toBe(200);
    const ids = (listed.envelope.data.records as Saved[]).map((r) => r.id);
    expect(ids).toContain(star.id);
    expect(ids).not.toContain(annual.id);
    expect((await s.call('/api/taskSubmission/get', { id: star.id }, { token })).status).toBe(200);
    expect((await s.call('/api/taskSubmission/get', { id: annual.id }, { token })).status).toBe(403);
    const saved = await s.call(
      '/api/taskSubmission/save',
      { id: star.id, version: star.version, progress: '已落实' },
      { token },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    const refused = await s.call(
      '/api/taskSubmission/save',
      { id: annual.id, version: annual.version, progress: '越权' },
      { token },
    );
    expect(refused.status).toBe(403);
  });
});
