import { commendationCalls, commendationNominations, commendationQuotas } from '../schema/index';
import type { SeedContext } from './area-seed';

export type Org = { id: number; name: string; path: string };
export type Who = { accountId: number | null; accountName: string; orgId: number; orgName: string };
export type Nominee = { kind: '1' | '2' | '3'; org: Org; member?: { id: number; name: string; orgId: number } };

const DEEDS: Record<string, string[]> = {
  '1': [
    '扎根一线驾驶岗位二十年，安全行车一百二十万公里无责任事故，带头承担早晚高峰加班和夜班线路任务，多次帮助突发疾病乘客就医。',
    '担任党员先锋车组组长，创新“平稳起步、提前预判”节油驾驶法并在车队推广，全年节约燃油逾万元，所在车组获评文明车组。',
    '暴雨期间连续奋战三十余小时转运滞留乘客，主动认领老旧小区接驳线路，收到乘客表扬信和锦旗十余件。',
  ],
  '2': [
    '规范支部“三会一课”台账，推行党员积分管理，所在支部连续两年获评五星级党支部，党费收缴及时率100%。',
    '组织开展“红色车厢”宣讲五十余场，建立支部与社区结对共建机制，发展党员工作程序规范、档案完整。',
  ],
  '3': [
    '支部建在车队上，党员示范线路准点率达99%，党员先锋岗覆盖全部首末站，支部战斗堡垒作用突出。',
    '围绕新能源车辆运营攻坚，组建党员技术突击队，解决充电调度难题十二项，车队运营成本下降8%。',
  ],
};
export const deedsOf = (kind: string, k: number) => DEEDS[kind][k % DEEDS[kind].length];

/** Members the demo accounts sign in as stay out of the lists, so their own screens stay as other demos expect. */
export function peopleOf(ctx: SeedContext, orgId: number) {
  const own = new Set([...ctx.accounts.values()].map((a) => a.memberId));
  return ctx.membersOf(orgId).filter((m) => !own.has(m.id) && m.memberType === '2');
}

/** The nominees a branch puts forward: members of the branch, or the branch itself. */
export function nominees(ctx: SeedContext, branch: Org, kinds: ('1' | '2' | '3')[], offset = 0): Nominee[] {
  const people = peopleOf(ctx, branch.id);
  return kinds.map((kind, i) => {
    if (kind === '3') return { kind, org: branch };
    const m = people[(offset + i * 2) % people.length];
    return { kind, org: branch, member: { id: m.id, name: m.name, orgId: branch.id } };
  });
}

export const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

/** What the seed's calls are made with: the group, its companies, the people who move, and the history kept. */
export function commendationBuilder(ctx: SeedContext) {
  const db = ctx.db;
  const by = ctx.accounts.get('orgdept1')?.id ?? ctx.accounts.get('admin')?.id ?? 1;
  const group = ctx.orgs.get('G')!;
  const companies = [...ctx.orgs.values()].filter((o) => o.parentId === group.id && o.type === '1');
  const branchesOf = (c: Org) =>
    ctx.branches.filter((b) => b.path.startsWith(c.path) && peopleOf(ctx, b.id).length > 2);
  const who = (account: string, org: Org): Who => ({
    accountId: ctx.accounts.get(account)?.id ?? null,
    accountName: account,
    orgId: org.id,
    orgName: org.name,
  });
  const c1 = ctx.orgs.get('C1')!;
  const groupDept = who('orgdept1', group);
  const history: Record<string, unknown>[] = [];
  const move = (
    recordId: number,
    action: string,
    from: string | null,
    to: string,
    when: Date,
    w: Who,
    opinion?: string,
  ) =>
    history.push({
      entity: 'commendationNomination',
      recordId,
      action,
      fromState: from,
      toState: to,
      at: when,
      opinion,
      ...w,
    });

  async function call(
    year: number,
    state: string,
    extra: Record<string, unknown>,
    issuer: Org = group,
    targets = companies,
  ) {
    const [row] = await db
      .insert(commendationCalls)
      .values({
        title: `${issuer === group ? '' : `${issuer.name}`}关于开展${year}年度“两优一先”评选表彰工作的通知`,
        year,
        orgId: issuer.id,
        docNo:
          issuer === group
            ? `集团党委〔${year}〕${year === 2025 ? 18 : 21}号`
            : `${issuer.name.slice(0, 4)}党〔${year}〕9号`,
        content: `为庆祝中国共产党成立${year - 1921}周年，表彰先进、树立典型，集团党委决定开展${year}年度优秀共产党员、优秀党务工作者和先进基层党组织评选表彰工作。请各党委按分配名额组织推荐，推荐对象须经支部党员大会讨论，事迹材料实事求是。`,
        targetOrgIds: targets.map((c) => c.id),
        memberQuota: 3,
        workerQuota: 1,
        orgQuota: 1,
        state,
        createdBy: by,
        updatedBy: by,
        ...extra,
      } as never)
      .returning({ id: commendationCalls.id });
    const quotas = await db
      .insert(commendationQuotas)
      .values(
        targets.map((c) => ({
          callId: row.id,
          orgId: c.id,
          // The first company, the largest, was given more places.
          memberQuota: c.id === c1.id ? 4 : 3,
          workerQuota: c.id === c1.id ? 2 : 1,
          orgQuota: c.id === c1.id ? 2 : 1,
          createdBy: by,
          updatedBy: by,
        })),
      )
      .returning({ id: commendationQuotas.id, orgId: commendationQuotas.orgId });
    /** Places the issuer set aside for one organisation below a target (名额单列): its nominations count against them. */
    async function setAside(o: Org, places: [number, number, number], remark: string) {
      const [q] = await db
        .insert(commendationQuotas)
        .values({
          callId: row.id,
          orgId: o.id,
          memberQuota: places[0],
          workerQuota: places[1],
          orgQuota: places[2],
          remark,
          createdBy: by,
          updatedBy: by,
        } as never)
        .returning({ id: commendationQuotas.id, orgId: commendationQuotas.orgId });
      quotas.push(q);
    }
    return { id: row.id, quotaOf: (c: Org) => quotas.find((q) => q.orgId === c.id)!.id, setAside };
  }

  async function nominate(callId: number, year: number, quotaId: number, n: Nominee, state: string, k: number) {
    const [row] = await db
      .insert(commendationNominations)
      .values({
        callId,
        kind: n.kind,
        orgId: n.org.id,
        memberId: n.member?.id ?? null,
        nomineeOrgId: n.kind === '3' ? n.org.id : null,
        nomineeName: n.member?.name ?? n.org.name,
        deeds: deedsOf(n.kind, k),
        state,
        quotaId,
        year,
        createdBy: by,
        updatedBy: by,
      } as never)
      .returning({ id: commendationNominations.id });
    return row.id;
  }

  /** The secretary of a nominee's branch, who submitted the nomination (no demo account behind them). */
  const secretaryOf = (n: Nominee): Who => ({
    accountId: null,
    accountName: `${n.org.name}书记`,
    orgId: n.org.id,
    orgName: n.org.name,
  });

  return { db, by, group, companies, c1, branchesOf, who, groupDept, history, move, call, nominate, secretaryOf };
}

export type Builder = ReturnType<typeof commendationBuilder>;
