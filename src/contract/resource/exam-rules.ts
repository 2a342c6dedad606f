import { say, type Message } from '../messages/say';

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

/** The problems of a question's options and answer, keyed by field name (messages worded where they are read). */
export function checkQuestion(kind: string, options: unknown, answer: unknown): Record<string, Message> {
  const errors: Record<string, Message> = {};
  if (!QUESTION_KINDS.includes(kind as QuestionKind)) return errors; // the dictionary check names the kind
  const list = kind === 'judge' ? JUDGE_OPTIONS : options;
  if (!Array.isArray(list) || list.length < 2 || list.length > MAX_OPTIONS) {
    errors.options = say('rule.question.optionCount', { max: MAX_OPTIONS });
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
    errors.options = say('rule.question.optionsInOrder', { max: 500 });
  }
  const keys = normaliseKeys(answer);
  if (!keys || (Array.isArray(answer) && keys.length !== answer.length))
    errors.answer = say('rule.question.answerLetters');
  else if (!errors.options && keys.some((k) => OPTION_KEYS.indexOf(k) >= (list as QuestionOption[]).length))
    errors.answer = say('rule.question.answerNotAnOption');
  else if (kind !== 'multiple' && keys.length !== 1)
    errors.answer = say(kind === 'judge' ? 'rule.question.judgeOne' : 'rule.question.singleOne');
  else if (kind === 'multiple' && keys.length < 2) errors.answer = say('rule.question.multipleTwo');
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
export function checkFixedPaper(questions: unknown): Message | null {
  if (!Array.isArray(questions) || !questions.length) return say('rule.paper.chooseQuestions');
  if (questions.length > 500) return say('rule.paper.tooMany', { max: 500 });
  if (!questions.every((q) => q && isInt(q.questionId, 1, 2_147_483_647) && isInt(q.points, 1, 100)))
    return say('rule.paper.questionPoints');
  if (new Set(questions.map((q) => q.questionId)).size !== questions.length) return say('rule.paper.repeated');
  return null;
}

/** A drawn paper's problem, or null. */
export function checkRules(rules: unknown): Message | null {
  if (!Array.isArray(rules) || !rules.length) return say('rule.draw.add');
  if (rules.length > 30) return say('rule.draw.tooMany', { max: 30 });
  for (const r of rules) {
    if (!r || !QUESTION_KINDS.includes(r.kind)) return say('rule.draw.kind');
    if (r.difficulty !== undefined && r.difficulty !== null && !isInt(r.difficulty, 1, 5))
      return say('rule.draw.difficulty');
    if (r.point !== undefined && r.point !== null && (typeof r.point !== 'string' || r.point.length > 50))
      return say('rule.draw.point');
    if (!isInt(r.count, 1, 200)) return say('rule.draw.count');
    if (!isInt(r.points, 1, 100)) return say('rule.draw.points');
  }
  return null;
}

export const paperTotal = (mode: string, questions: unknown, rules: unknown): number =>
  mode === 'rule'
    ? ((rules as PaperRule[] | null) ?? []).reduce((s, r) => s + r.count * r.points, 0)
    : ((questions as FixedQuestion[] | null) ?? []).reduce((s, q) => s + q.points, 0);
