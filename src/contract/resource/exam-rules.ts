/**
 * The pure rules of questions and papers, shared by the bank's form, the server's checks and scoring,
 * and the unit tests: what a well-formed question is, and when an answer is right.
 */
export type QuestionKind = 'single' | 'multiple' | 'judge';
export const QUESTION_KINDS: QuestionKind[] = ['single', 'multiple', 'judge'];

export interface QuestionOption {
  key: string;
  text: string;
}

export const OPTION_KEYS = 'ABCDEFGH'.split('');
export const MAX_OPTIONS = OPTION_KEYS.length;
/** A true/false question always has these two options: A is true, B is false. */
export const JUDGE_OPTIONS: QuestionOption[] = [
  { key: 'A', text: '正确' },
  { key: 'B', text: '错误' },
];

/** Keys in option order, without repeats: the one stored and compared shape of an answer. */
export function normaliseKeys(keys: unknown): string[] | null {
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string' && OPTION_KEYS.includes(k))) return null;
  return OPTION_KEYS.filter((k) => keys.includes(k));
}

/** The problems of a question's options and answer, keyed by field name (messages in Chinese, as every 400). */
export function checkQuestion(kind: string, options: unknown, answer: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!QUESTION_KINDS.includes(kind as QuestionKind)) return errors; // the dictionary check names the kind
  const list = kind === 'judge' ? JUDGE_OPTIONS : options;
  if (!Array.isArray(list) || list.length < 2 || list.length > MAX_OPTIONS) {
    errors.options = `选项应为2至${MAX_OPTIONS}个`;
  } else if (
    !list.every(
      (o, i) =>
        o &&
        typeof o === 'object' &&
        o.key === OPTION_KEYS[i] &&
        typeof o.text === 'string' &&
        o.text.trim() &&
        o.text.length <= 500,
    )
  ) {
    errors.options = '选项应依次为A、B、C…，且每个选项都要填写内容（不超过500字）';
  }
  const keys = normaliseKeys(answer);
  if (!keys || (Array.isArray(answer) && keys.length !== answer.length)) errors.answer = '正确答案应为选项字母';
  else if (!errors.options && keys.some((k) => OPTION_KEYS.indexOf(k) >= (list as QuestionOption[]).length))
    errors.answer = '正确答案不在选项之中';
  else if (kind !== 'multiple' && keys.length !== 1)
    errors.answer = kind === 'judge' ? '判断题的答案应为正确或错误之一' : '单选题应有且只有一个正确答案';
  else if (kind === 'multiple' && keys.length < 2) errors.answer = '多选题应有至少两个正确答案';
  return errors;
}

/** Right only when exactly the right options are chosen: a missing or an extra choice is wrong. */
export function isRight(answer: string[], chosen: string[] | undefined): boolean {
  if (!chosen) return false;
  const a = new Set(answer);
  const c = new Set(chosen);
  return a.size === c.size && [...a].every((k) => c.has(k));
}

/** One rule of a drawn paper: how many questions of a kind (and difficulty, knowledge point), each worth `points`. */
export interface PaperRule {
  kind: QuestionKind;
  difficulty?: number | null;
  point?: string | null;
  count: number;
  points: number;
}

export interface FixedQuestion {
  questionId: number;
  points: number;
}

const isInt = (v: unknown, lo: number, hi: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** A fixed paper's problem, or null. */
export function checkFixedPaper(questions: unknown): string | null {
  if (!Array.isArray(questions) || !questions.length) return '请选择试题';
  if (questions.length > 500) return '一张试卷最多500道题';
  if (!questions.every((q) => q && isInt(q.questionId, 1, 2_147_483_647) && isInt(q.points, 1, 100)))
    return '每道试题应有有效的试题和1至100的分值';
  if (new Set(questions.map((q) => q.questionId)).size !== questions.length) return '试题有重复';
  return null;
}

/** A drawn paper's problem, or null. */
export function checkRules(rules: unknown): string | null {
  if (!Array.isArray(rules) || !rules.length) return '请添加抽题规则';
  if (rules.length > 30) return '抽题规则最多30条';
  for (const r of rules) {
    if (!r || !QUESTION_KINDS.includes(r.kind)) return '抽题规则的题型无效';
    if (r.difficulty !== undefined && r.difficulty !== null && !isInt(r.difficulty, 1, 5))
      return '抽题规则的难度应为1至5';
    if (r.point !== undefined && r.point !== null && (typeof r.point !== 'string' || r.point.length > 50))
      return '抽题规则的知识点无效';
    if (!isInt(r.count, 1, 200)) return '每条规则抽题数量应为1至200';
    if (!isInt(r.points, 1, 100)) return '每题分值应为1至100';
  }
  return null;
}

export const paperTotal = (mode: string, questions: unknown, rules: unknown): number =>
  mode === 'rule'
    ? ((rules as PaperRule[] | null) ?? []).reduce((s, r) => s + r.count * r.points, 0)
    : ((questions as FixedQuestion[] | null) ?? []).reduce((s, q) => s + q.points, 0);
