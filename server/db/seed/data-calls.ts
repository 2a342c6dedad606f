import { count } from 'drizzle-orm';
import type { DataCallColumn, DataCallRow } from '../../../src/contract/resource/data-call-rules';
import { groupDay } from '../../lib/group-zone';
import { dataCallReplies, dataCalls, workflowHistory } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';

const DAY = 86_400_000;

/** The branches' yearly figures: one row each. */
const YEARLY: DataCallColumn[] = [
  { key: 'members', label: '党员人数', kind: 'number', required: true },
  { key: 'probationary', label: '其中预备党员', kind: 'number', required: true },
  { key: 'activists', label: '入党积极分子', kind: 'number', required: false },
  { key: 'developed', label: '本年发展党员', kind: 'number', required: false },
  { key: 'reviewOn', label: '组织生活会召开日期', kind: 'date', required: false },
  { key: 'termDue', label: '本年到期换届', kind: 'dict', dict: 'yesNo', required: true },
  { key: 'secretary', label: '支部书记', kind: 'text', required: true },
];

/** The posts and crews the members lead: as many rows as a branch has. */
const POSTS: DataCallColumn[] = [
  { key: 'name', label: '岗位名称', kind: 'text', required: true },
  { key: 'kind', label: '岗位类别', kind: 'dict', dict: 'projectKind', required: true },
  { key: 'route', label: '线路或车号', kind: 'text', required: false },
  { key: 'members', label: '党员人数', kind: 'number', required: true },
  { key: 'since', label: '设岗日期', kind: 'date', required: false },
];

type ReplyState = 'pending' | 'submitted' | 'returned' | 'accepted';

interface SeedCall {
  title: string;
  from: string;
  deadline: string;
  rowMode: 'one' | 'many';
  instructions: string;
  columns: DataCallColumn[];
  state: 'issued' | 'closed';
  sentAt: string;
  replies: { org: string; state: ReplyState; rows: DataCallRow[]; opinion?: string }[];
}

function calls(today: number): SeedCall[] {
  const day = (offset: number) => groupDay(today + offset * DAY);
  return [
    {
      title: '2026年度党支部基本情况统计',
      from: 'C1',
      deadline: day(9),
      rowMode: 'one',
      instructions:
        '请各党支部按12月31日的情况填报，党员人数含预备党员；组织生活会未召开的不填日期。可在线填写，也可下载模板填好后上传。',
      columns: YEARLY,
      state: 'issued',
      sentAt: day(-6),
      replies: [
        {
          org: 'C1-JG',
          state: 'returned',
          opinion: '预备党员人数与党员名册不一致，请核对后重新报送。',
          rows: [
            {
              members: 21,
              probationary: 3,
              activists: 2,
              developed: 1,
              reviewOn: day(-30),
              termDue: '0',
              secretary: '郑建华',
            },
          ],
        },
        { org: 'C1-F1-1', state: 'pending', rows: [] },
        {
          org: 'C1-F1-2',
          state: 'submitted',
          rows: [
            {
              members: 18,
              probationary: 1,
              activists: 3,
              developed: 1,
              reviewOn: day(-20),
              termDue: '1',
              secretary: '王立新',
            },
          ],
        },
        {
          org: 'C1-F2-1',
          state: 'accepted',
          rows: [
            {
              members: 24,
              probationary: 2,
              activists: 4,
              developed: 2,
              reviewOn: day(-25),
              termDue: '0',
              secretary: '李卫东',
            },
          ],
        },
        { org: 'C1-F2-2', state: 'pending', rows: [] },
        {
          org: 'C1-D',
          state: 'submitted',
          rows: [
            {
              members: 15,
              probationary: 0,
              activists: 1,
              developed: 0,
              reviewOn: null,
              termDue: '0',
              secretary: '赵国庆',
            },
          ],
        },
      ],
    },
    {
      title: '党员先锋岗和先锋车组设岗情况摸底',
      from: 'C1',
      deadline: '2026-06-30',
      rowMode: 'many',
      instructions: '每个岗位或车组填一行；岗位类别按字典选择。',
      columns: POSTS,
      state: 'closed',
      sentAt: '2026-06-10',
      replies: [
        {
          org: 'C1-F1-1',
          state: 'accepted',
          rows: [
            { name: '18路党员先锋车组', kind: '3', route: '18路', members: 6, since: '2021-07-01' },
            { name: '北郊首末站党员服务岗', kind: '1', route: null, members: 3, since: '2023-03-05' },
          ],
        },
        {
          org: 'C1-F1-2',
          state: 'accepted',
          rows: [{ name: '6路党员示范线路', kind: '2', route: '6路', members: 8, since: '2019-05-20' }],
        },
        {
          org: 'C1-F2-1',
          state: 'accepted',
          rows: [
            { name: '夜班线路党员责任区', kind: '4', route: 'Y3路', members: 4, since: '2024-01-15' },
            { name: '快速公交先锋岗', kind: '1', route: 'B1路', members: 5, since: '2022-09-01' },
          ],
        },
      ],
    },
  ];
}

/** The moves a seeded record went through, as staff would have made them. */
async function history(
  ctx: SeedContext,
  entity: string,
  recordId: number,
  org: { id: number; name: string },
  moves: [action: string, from: string, to: string, at: string, opinion?: string][],
) {
  if (!moves.length) return;
  await ctx.db.insert(workflowHistory).values(
    moves.map(([action, fromState, toState, at, opinion]) => ({
      entity,
      recordId,
      action,
      fromState,
      toState,
      opinion: opinion ?? null,
      accountName: '党务干事',
      orgId: org.id,
      orgName: org.name,
      at: new Date(`${at}T02:00:00Z`),
    })),
  );
}

function replyMoves(state: ReplyState, sentAt: string, opinion?: string): [string, string, string, string, string?][] {
  if (state === 'pending') return [];
  const submit: [string, string, string, string] = ['submit', 'pending', 'submitted', sentAt];
  if (state === 'submitted') return [submit];
  if (state === 'returned') return [submit, ['return', 'submitted', 'returned', sentAt, opinion]];
  return [submit, ['accept', 'submitted', 'accepted', sentAt]];
}

/**
 * Data calls of the first company: this year's branch figures still being collected (some branches
 * submitted, one returned, the first branch of the first fleet still to fill in), and a finished survey.
 */
export const dataCallsSeed: AreaSeed = {
  name: 'dataCalls',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(dataCalls))[0]?.n ?? 0) === 0,
  async run(ctx) {
    const orgOf = (code: string) => {
      const o = ctx.orgs.get(code);
      if (!o) throw new Error(`data calls seed: no organisation ${code}`);
      return o;
    };
    for (const c of calls(Date.now())) {
      const from = orgOf(c.from);
      const [call] = await ctx.db
        .insert(dataCalls)
        .values({
          title: c.title,
          orgId: from.id,
          deadline: c.deadline,
          rowMode: c.rowMode,
          targetOrgIds: c.replies.map((r) => orgOf(r.org).id),
          instructions: c.instructions,
          columns: c.columns,
          state: c.state,
        } as never)
        .returning({ id: dataCalls.id });
      const moves: [string, string, string, string][] = [['issue', 'draft', 'issued', c.sentAt]];
      if (c.state === 'closed') moves.push(['close', 'issued', 'closed', c.deadline]);
      await history(ctx, 'dataCall', call.id, from, moves);
      for (const r of c.replies) {
        const org = orgOf(r.org);
        const [reply] = await ctx.db
          .insert(dataCallReplies)
          .values({
            dataCallId: call.id,
            orgId: org.id,
            title: c.title,
            issuerName: from.name,
            deadline: c.deadline,
            rowMode: c.rowMode,
            instructions: c.instructions,
            columns: c.columns,
            rows: r.rows,
            rowCount: r.rows.length,
            state: r.state,
            submittedAt: r.state === 'pending' ? null : new Date(`${c.sentAt}T06:00:00Z`),
            reviewedAt: r.state === 'returned' || r.state === 'accepted' ? new Date(`${c.sentAt}T08:00:00Z`) : null,
            reviewOpinion: r.opinion ?? null,
          } as never)
          .returning({ id: dataCallReplies.id });
        await history(ctx, 'dataCallReply', reply.id, org, replyMoves(r.state, c.sentAt, r.opinion));
      }
    }
  },
};
