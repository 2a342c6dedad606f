import { seededLeaves } from './system';

/** The demo tasks: who issues what to whom, and where each target stands. */
export type SeedState = 'todo' | 'submitted' | 'returned' | 'approved';

export interface SeedTask {
  type: '1' | '2' | '3';
  issuer: 'G' | 'C1';
  title: string;
  requirements: string;
  targets: 'companies' | 'branches' | 'ownBranches';
  startOn: string;
  deadline: string;
  state: 'draft' | 'issued' | 'closed';
  indicators: string[];
  /** The state of the submission of the organisation with this seed code, the n-th target. */
  states: (code: string, n: number) => SeedState;
}

const cycle =
  (mine: SeedState, sibling: SeedState, others: SeedState[]) =>
  (code: string, n: number): SeedState =>
    code === 'C1-F1-1' ? mine : code === 'C1-F1-2' ? sibling : others[n % others.length];

/** Annual tasks score the whole annual tree, star ratings the whole star tree (their leaves, from the system seed). */
const ANNUAL = seededLeaves('ND');
const STAR = seededLeaves('XJ');

export const SEED_TASKS: SeedTask[] = [
  {
    type: '1',
    issuer: 'G',
    title: '2026年度公司党委党建工作目标责任书',
    targets: 'companies',
    startOn: '2026-01-10',
    deadline: '2026-12-25',
    state: 'issued',
    indicators: ANNUAL,
    requirements:
      '各公司党委对照目标责任书逐项落实，年底前报送完成情况及佐证材料。\n重点围绕安全运营、优质服务开展党建工作。',
    states: (code) =>
      (({ C1: 'submitted', C2: 'approved', C3: 'returned' }) as Record<string, SeedState>)[code] ?? 'todo',
  },
  {
    type: '1',
    issuer: 'G',
    title: '2026年度基层党支部重点工作任务',
    targets: 'branches',
    startOn: '2026-02-01',
    deadline: '2026-12-20',
    state: 'issued',
    indicators: ANNUAL,
    requirements:
      '各党支部按照年度重点工作任务清单，结合线路运营实际开展工作。\n报送完成情况时请逐项自评，并关联三会一课、主题党日和工作总结记录。',
    states: cycle('todo', 'submitted', ['submitted', 'approved', 'returned', 'todo', 'approved']),
  },
  {
    type: '2',
    issuer: 'G',
    title: '2026年度党支部星级评定',
    targets: 'branches',
    startOn: '2026-10-15',
    deadline: '2026-12-31',
    state: 'issued',
    indicators: STAR,
    requirements: '对照星级评定指标进行自评，系统已按会议、党费、任务、考试、发展党员数据预填得分，请核实后补充说明。',
    states: cycle('returned', 'todo', ['submitted', 'approved', 'submitted', 'todo']),
  },
  {
    type: '2',
    issuer: 'G',
    title: '2025年度党支部星级评定',
    targets: 'branches',
    startOn: '2025-10-15',
    deadline: '2025-12-31',
    state: 'closed',
    indicators: STAR,
    requirements: '2025年度星级评定，结果已公布。',
    states: () => 'approved',
  },
  {
    type: '3',
    issuer: 'C1',
    title: '防汛应急：暴雨天气线路运营保障',
    targets: 'ownBranches',
    startOn: '2026-11-21',
    deadline: '2026-11-26',
    state: 'issued',
    indicators: [],
    requirements: '受强降雨影响，请各支部立即组织党员到岗到位，协助疏导积水路段乘客，报送响应党员名单及情况。',
    states: cycle('todo', 'submitted', ['submitted', 'todo', 'approved']),
  },
  {
    type: '1',
    issuer: 'C1',
    title: '第一客运分公司2026年党建重点任务',
    targets: 'ownBranches',
    startOn: '2026-03-01',
    deadline: '2026-12-10',
    state: 'issued',
    indicators: ['ND0103', 'ND0201', 'ND0203', 'ND0302'],
    requirements: '围绕“党建+安全”“党建+服务”开展工作，年底报送完成情况。',
    states: cycle('submitted', 'approved', ['todo', 'submitted', 'returned']),
  },
  {
    type: '2',
    issuer: 'C1',
    title: '第一客运分公司2026年度支部星级初评',
    targets: 'ownBranches',
    startOn: '2026-11-01',
    deadline: '2026-12-15',
    state: 'issued',
    indicators: STAR,
    requirements: '公司党委组织星级初评，结果作为集团星级评定的参考。',
    states: cycle('submitted', 'approved', ['approved', 'submitted', 'todo']),
  },
  {
    type: '3',
    issuer: 'G',
    title: '春运保障党员先锋行动',
    targets: 'branches',
    startOn: '2026-01-20',
    deadline: '2026-02-10',
    state: 'closed',
    indicators: [],
    requirements: '春运期间组织党员到火车站枢纽、长途汽车站等站点开展志愿服务。',
    states: () => 'approved',
  },
  {
    type: '1',
    issuer: 'G',
    title: '2027年度基层党支部重点工作任务（草稿）',
    targets: 'branches',
    startOn: '2027-01-05',
    deadline: '2027-12-20',
    state: 'draft',
    indicators: ANNUAL,
    requirements: '草拟中，待党委会审议后下发。',
    states: () => 'todo',
  },
];
