import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articleReads, articles } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { prng } from './people';

type Channel = 'announcement' | 'shiznews' | 'reglaw' | 'mediacvg';
interface SeedArticle {
  org: string;
  channel: Channel;
  title: string;
  author: string;
  state: 'draft' | 'published' | 'withdrawn';
  at: string;
  targets?: string[];
  top?: boolean;
  content: string;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

const ARTICLES: SeedArticle[] = [
  {
    org: 'G',
    channel: 'announcement',
    state: 'published',
    at: '2026-11-10T09:00:00+08:00',
    top: true,
    author: '集团组织部',
    targets: ['C1', 'C2', 'C3', 'C4', 'G-ZZB'],
    title: '关于做好2026年冬季运营期间党员先锋岗工作的通知',
    content: p(
      '各公司党委、机关党总支：',
      '入冬以来雨雪冰冻天气增多，请各级党组织组织党员驾驶员在1路、K2路、15路等主干线路带头安全行车，早晚高峰在北郊场站、南湖场站设立党员服务岗。',
      '请于12月5日前将先锋岗设立情况报集团组织部。',
    ),
  },
  {
    org: 'C1',
    channel: 'announcement',
    state: 'published',
    at: '2026-11-12T14:30:00+08:00',
    author: '第一客运分公司党委',
    targets: ['C1-F1', 'C1-F2', 'C1-JG', 'C1-D'],
    title: '关于召开2026年度基层党组织组织生活会的通知',
    content: p(
      '各党支部：',
      '请于12月中旬前召开年度组织生活会，倒班驾驶员党员可分两场参加。',
      '会前须开展谈心谈话，会后5个工作日内上报会议记录。',
    ),
  },
  {
    org: 'C1-F1',
    channel: 'announcement',
    state: 'published',
    at: '2026-11-18T08:15:00+08:00',
    author: '一车队党总支',
    targets: ['C1-F1-1', 'C1-F1-2'],
    title: '关于K2路党员示范线路创建推进会的通知',
    content: p('定于11月25日下午3点在北郊场站二楼会议室召开K2路党员示范线路创建推进会，请两个支部书记和党员车长参加。'),
  },
  {
    org: 'G',
    channel: 'announcement',
    state: 'withdrawn',
    at: '2026-10-20T10:00:00+08:00',
    author: '集团组织部',
    targets: ['C1', 'C2'],
    title: '关于调整10月党费收缴时间的通知',
    content: p('因系统升级，10月党费收缴时间顺延至10月25日。（该通知已撤回，以新通知为准）'),
  },
  {
    org: 'C1',
    channel: 'announcement',
    state: 'draft',
    at: '2026-11-20T16:00:00+08:00',
    author: '第一客运分公司党委',
    targets: ['C1-F1-1'],
    title: '关于开展“最美公交人”推荐评选的通知',
    content: p('各党支部推荐1至2名在安全行车、文明服务方面表现突出的党员驾驶员。'),
  },
  {
    org: 'G',
    channel: 'shiznews',
    state: 'published',
    at: '2026-11-08T11:00:00+08:00',
    author: '集团宣传部',
    title: '集团党委理论学习中心组专题学习党的二十届四中全会精神',
    content: p('集团党委理论学习中心组围绕全会精神开展专题学习，强调把学习成果转化为提升公交服务质量的实际行动。'),
  },
  {
    org: 'C1',
    channel: 'shiznews',
    state: 'published',
    at: '2026-11-15T17:20:00+08:00',
    author: '第一客运分公司党委',
    title: '第一客运分公司党员突击队保障地铁施工期间接驳公交运行',
    content: p('地铁3号线施工期间，分公司党员突击队开通K2路接驳专线，累计运送乘客2.3万人次。'),
  },
  {
    org: 'G',
    channel: 'reglaw',
    state: 'published',
    at: '2026-09-01T09:00:00+08:00',
    author: '集团组织部',
    title: '集团党费收缴、使用和管理实施细则',
    content: p(
      '第一条 为规范党费收缴、使用和管理，根据有关规定，结合集团实际，制定本细则。',
      '第二条 党员应按月交纳党费，特殊情况可按季度交纳。',
    ),
  },
  {
    org: 'C1',
    channel: 'reglaw',
    state: 'published',
    at: '2026-06-10T09:00:00+08:00',
    author: '第一客运分公司党委',
    title: '第一客运分公司党员先锋岗管理办法',
    content: p('第一条 党员先锋岗设在营运线路、场站和维修车间，实行挂牌上岗。', '第二条 先锋岗每季度考评一次。'),
  },
  {
    org: 'G',
    channel: 'mediacvg',
    state: 'published',
    at: '2026-10-28T08:00:00+08:00',
    author: '集团宣传部',
    title: '《晚报》：公交1路党员车组十年如一日守护早班车',
    content: p('本报讯 每天清晨5点，公交1路党员车组的驾驶员已在北郊场站完成发车前检查……'),
  },
  {
    org: 'C1',
    channel: 'mediacvg',
    state: 'published',
    at: '2026-11-02T08:00:00+08:00',
    author: '第一客运分公司党委',
    title: '市电视台报道K2路党员示范线路“爱心专座”服务',
    content: p('市电视台《城市新闻》栏目报道了K2路党员驾驶员为老年乘客提供的“爱心专座”服务。'),
  },
];

/** Every member a set of target organisations reaches: members of the targets' subtrees. */
function reached(ctx: SeedContext, targets: number[]) {
  const paths = [...ctx.orgs.values()].filter((o) => targets.includes(o.id)).map((o) => o.path);
  return [...ctx.orgs.values()]
    .filter((o) => paths.some((p) => o.path.startsWith(p)))
    .flatMap((o) => ctx.membersOf(o.id).map((m) => ({ ...m, orgId: o.id })));
}

/** Articles in every channel, one draft and one withdrawn, and read receipts of the published announcements. */
export const publicitySeed: AreaSeed = {
  name: 'publicity',
  isEmpty: async (db: Db) => Number((await db.select({ n: count() }).from(articleReads))[0].n) === 0,
  run: async (ctx) => {
    const { db } = ctx;
    const id = (code: string) => ctx.orgs.get(code)!.id;
    // The first start's announcements go to their own organisation's subtree.
    await db
      .update(articles)
      .set({ targetOrgIds: sql`ARRAY[${articles.orgId}]` })
      .where(and(eq(articles.channel, 'announcement'), sql`cardinality(${articles.targetOrgIds}) = 0`));
    const rand = prng(1401);
    const member1 = ctx.accounts.get('member1')?.memberId;
    for (const a of ARTICLES) {
      const targets = (a.targets ?? []).map(id);
      const [row] = await db
        .insert(articles)
        .values({
          channel: a.channel,
          title: a.title,
          author: a.author,
          content: a.content,
          state: a.state,
          top: a.top ?? false,
          orgId: id(a.org),
          targetOrgIds: targets,
          publishTime: a.state === 'draft' ? null : new Date(a.at),
        })
        .returning({ id: articles.id });
      if (a.channel !== 'announcement' || a.state === 'draft') continue;
      const start = new Date(a.at).getTime();
      const readers = reached(ctx, targets).filter((m) => (m.id === member1 ? a.top === true : rand() < 0.6));
      if (readers.length) {
        await db.insert(articleReads).values(
          readers.map((m, i) => ({
            articleId: row.id,
            memberId: m.id,
            orgId: m.orgId,
            readAt: new Date(start + (i + 1) * 7 * 60_000 + Math.floor(rand() * 3_600_000)),
          })),
        );
      }
    }
  },
};
