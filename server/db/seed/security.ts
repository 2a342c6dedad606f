import { count } from 'drizzle-orm';
import { accountOrgs, accountRoles, accounts, leaderGrants, leaders, roles, seals, sealUses } from '../schema/index';
import { hashPassword } from '../../lib/password';
import type { AreaSeed, SeedContext } from './area-seed';
import { sealSvgDataUrl } from './seal-impression';

/** Demo people of the leaders' side: two leaders with accounts and the clerk who keeps the group leader's agenda. */
export const PEOPLE = [
  {
    account: 'leader1',
    name: '王建国',
    org: 'G',
    role: 'orgdept',
    post: '集团党委书记',
    branches: ['C1-F1-1', 'C2-F1-2', 'G-ZZB-1'],
  },
  {
    account: 'leader2',
    name: '李卫东',
    org: 'C1',
    role: 'company',
    post: '第一客运分公司党委书记',
    branches: ['C1-F2-1', 'C1-D'],
  },
  {
    account: 'clerk1',
    name: '陈晓燕',
    org: 'G',
    role: 'orgdept',
    post: '集团党委办公室秘书',
    branches: [] as string[],
  },
];
const VICE_LEADERS = [
  { name: '张志强', org: 'G', post: '集团党委副书记、纪委书记', branches: ['C3-F1-1', 'C4-D'] },
  { name: '刘海燕', org: 'C2', post: '第二客运分公司党委书记', branches: ['C2-F1-1', 'C2-D'] },
  { name: '赵立新', org: 'C3', post: '第三客运分公司党委书记', branches: ['C3-F2-2'] },
];

async function seedPeople(ctx: SeedContext): Promise<Map<string, number>> {
  const { db } = ctx;
  const roleRows = await db.select({ id: roles.id, value: roles.value }).from(roles);
  const roleId = (v: string) => roleRows.find((r) => r.value === v)!.id;
  const ids = new Map<string, number>();
  const hash = await hashPassword(process.env.APP_SEED_PASSWORD || 'Party@2026');
  for (const p of PEOPLE) {
    const existing = ctx.accounts.get(p.account);
    if (existing) {
      ids.set(p.account, existing.id);
      continue;
    }
    const [row] = await db
      .insert(accounts)
      .values({
        account: p.account,
        name: p.name,
        passwordHash: hash,
        passwordChangedAt: new Date(),
        orgId: ctx.orgs.get(p.org)!.id,
        introduction: p.post,
      })
      .returning({ id: accounts.id });
    await db.insert(accountRoles).values({ accountId: row.id, roleId: roleId(p.role), sort: 0 });
    ids.set(p.account, row.id);
  }
  // The company leader also answers for the neighbouring company he is the group's contact leader of.
  await db
    .insert(accountOrgs)
    .values({ accountId: ids.get('leader2')!, orgId: ctx.orgs.get('C2')!.id })
    .onConflictDoNothing();
  return ids;
}

async function run(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const org = (code: string) => ctx.orgs.get(code)!;
  const keepers = ctx.accounts;
  // Seals of the group committee and of each company committee; the fourth company's is suspended (re-engraving).
  const committees = ['G', 'C1', 'C2', 'C3', 'C4'];
  const sealRows = (await db
    .insert(seals)
    .values(
      committees.map((code, i) => ({
        name: `中国共产党${org(code).name.replace(/党委$/, '')}委员会`,
        kind: '1',
        orgId: org(code).id,
        keeperId:
          code === 'C1'
            ? (keepers.get('company1')?.id ?? null)
            : code === 'G'
              ? (keepers.get('orgdept1')?.id ?? null)
              : null,
        state: code === 'C4' ? '2' : '1',
        enabledOn: `202${1 + (i % 3)}-0${1 + i}-15`,
        stateChangedOn: code === 'C4' ? '2026-09-30' : null,
        image: sealSvgDataUrl(`中国共产党${org(code).name.replace(/党委$/, '')}委员会`),
        remark: code === 'C4' ? '印章磨损，重新刻制期间停用' : null,
      })) as never,
    )
    .returning()) as unknown as { id: number; orgId: number; name: string }[];
  const uses = [
    ['G', 'orgdept1', '关于表彰2025年度先进基层党组织的决定', '集党发〔2026〕3号', '印发表彰决定'],
    ['G', 'orgdept1', '2026年党建工作要点', '集党发〔2026〕1号', '印发年度工作要点'],
    [
      'C1',
      'company1',
      '中国共产党党员组织关系介绍信（周秀英）',
      '2026-0007',
      '党员组织关系转接：一车队第二党支部 → 第三客运分公司机关党支部',
    ],
    ['C1', 'company1', '关于一车队第一党支部换届选举的批复', '一分党〔2026〕12号', '换届选举批复'],
  ] as const;
  for (const [i, [code, keeper, document, documentRef, purpose]] of uses.entries()) {
    const seal = sealRows.find((r) => r.orgId === org(code).id)!;
    const acc = keepers.get(keeper);
    await db.insert(sealUses).values({
      sealId: seal.id,
      orgId: seal.orgId,
      accountId: acc?.id ?? null,
      accountName: keeper === 'company1' ? '第一客运分公司组织委员' : '组织部干事',
      usedAt: new Date(Date.UTC(2026, 2 + i * 2, 10 + i, 2, 30)).toISOString(),
      document,
      documentRef,
      purpose,
    } as never);
  }
  const people = await seedPeople(ctx);
  const leaderRows = [
    ...PEOPLE.filter((p) => p.account !== 'clerk1').map((p) => ({ ...p, accountId: people.get(p.account)! })),
    ...VICE_LEADERS.map((p) => ({ ...p, accountId: null as number | null })),
  ];
  const inserted = (await db
    .insert(leaders)
    .values(
      leaderRows.map((l, i) => ({
        name: l.name,
        post: l.post,
        orgId: org(l.org).id,
        branchIds: l.branches.map((b) => org(b).id),
        accountId: l.accountId,
        sort: i + 1,
      })) as never,
    )
    .returning()) as unknown as { id: number; name: string; orgId: number }[];
  const byName = (name: string) => inserted.find((l) => l.name === name)!;
  await db.insert(leaderGrants).values([
    {
      leaderId: byName('王建国').id,
      leaderName: '王建国',
      accountId: people.get('clerk1')!,
      canKeepAgenda: true,
      orgIds: [org('G').id],
      orgId: org('G').id,
      remark: '党委办公室秘书维护书记日程',
    },
    {
      leaderId: byName('王建国').id,
      leaderName: '王建国',
      accountId: people.get('leader1')!,
      canKeepAgenda: true,
      orgIds: [org('G').id],
      orgId: org('G').id,
    },
    {
      leaderId: byName('张志强').id,
      leaderName: '张志强',
      accountId: people.get('clerk1')!,
      canKeepAgenda: true,
      orgIds: [org('G').id],
      orgId: org('G').id,
    },
    {
      leaderId: byName('李卫东').id,
      leaderName: '李卫东',
      accountId: people.get('leader2')!,
      canKeepAgenda: true,
      orgIds: [org('C1').id, org('C2').id],
      orgId: org('C1').id,
    },
    {
      leaderId: byName('李卫东').id,
      leaderName: '李卫东',
      accountId: keepers.get('company1')?.id ?? null,
      canKeepAgenda: false,
      orgIds: [org('C1').id],
      orgId: org('C1').id,
      remark: '分公司组织委员可查看书记日程',
    },
    // Those who plan around the leaders' days see them: the organisation department, the branch a leader visits as a contact point, a branch of the leader's company.
    ...[
      ['王建国', 'orgdept1', 'G', '组织部干事统筹安排领导调研'],
      ['王建国', 'admin', 'G', '系统管理员兼组织部职责'],
      ['王建国', 'secretary1', 'G', '书记联系点支部，配合安排调研'],
      ['李卫东', 'secretary2', 'C1', '分公司所属支部，配合安排调研'],
    ].flatMap(([leader, account, code, remark]) => {
      const accountId = keepers.get(account)?.id;
      return accountId
        ? [
            {
              leaderId: byName(leader).id,
              leaderName: leader,
              accountId,
              canKeepAgenda: false,
              orgIds: [org(code).id],
              orgId: org(code).id,
              remark,
            },
          ]
        : [];
    }),
  ] as never);
}

export const securitySeed: AreaSeed = {
  name: 'security',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(seals))[0].n) === 0,
  run,
};
