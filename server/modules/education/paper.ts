import { randomInt } from 'node:crypto';
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { OPTION_KEYS, type FixedQuestion, type PaperRule } from '../../../src/contract/resource/exam-rules';
import type { PaperItem, QuestionRow } from '../../../src/contract/resource/paper-marking';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { say, type Message } from '../../../src/contract/messages/message';

export {
  markPaper,
  shownKeys,
  type Marked,
  type PaperItem,
  type QuestionRow,
} from '../../../src/contract/resource/paper-marking';

export interface ExamRow {
  id: number;
  title: string;
  orgId: number;
  state: string;
  paperMode: string;
  questions: FixedQuestion[] | null;
  rules: PaperRule[] | null;
  opensAt: string;
  closesAt: string;
  durationMinutes: number;
  passMark: number;
  totalPoints: number | null;
  showAnswers: boolean;
  targetOrgIds: number[];
  targetMemberIds: number[];
}

export const questionsById = async (db: Db, ids: number[]): Promise<Map<number, QuestionRow>> => {
  if (!ids.length) return new Map();
  const rows = (await db.select().from(questions).where(inArray(questions.id, ids))) as unknown as QuestionRow[];
  return new Map(rows.map((q) => [q.id, q]));
};

/** Enabled questions of an organisation's subtree (the bank an exam of that organisation draws from) matching a rule. */
function poolWhere(orgId: number, rule: PaperRule, exclude: number[]): SQL {
  return and(
    eq(questions.enabled, true),
    eq(questions.kind, rule.kind),
    rule.difficulty ? eq(questions.difficulty, rule.difficulty) : undefined,
    rule.point ? eq(questions.point, rule.point) : undefined,
    exclude.length ? notInArray(questions.id, exclude) : undefined,
    sql`${questions.orgId} IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${orgId}) || '%')`,
  )!;
}

/** The first rule the bank cannot fill, as a message, or null: checked when publishing and when drawing. */
export async function shortRule(db: Db, orgId: number, rules: PaperRule[]): Promise<Message | null> {
  const taken: number[] = [];
  for (const [i, r] of rules.entries()) {
    const ids = (
      await db
        .select({ id: questions.id })
        .from(questions)
        .where(poolWhere(orgId, r, taken))
    ).map((q) => q.id as number);
    if (ids.length < r.count) return say('rule.draw.short', { n: i + 1, count: r.count, have: ids.length });
    taken.push(...ids.slice(0, r.count));
  }
  return null;
}

/** A uniformly random choice of n, and a uniformly random order (Fisher-Yates on a cryptographic source). */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The options of a question in a taker's order; a true/false question keeps true before false. */
const orderOf = (q: QuestionRow, shuffle: boolean): string[] => {
  const keys = q.options.map((o) => o.key);
  return shuffle && q.kind !== 'judge' ? shuffled(keys) : keys;
};

/** One taker's paper: the fixed questions in their order, or questions drawn by the rules; options shuffled when drawn. */
export async function drawPaper(db: Db, exam: ExamRow): Promise<PaperItem[]> {
  if (exam.paperMode !== 'rule') {
    const fixed = exam.questions ?? [];
    const byId = await questionsById(
      db,
      fixed.map((q) => q.questionId),
    );
    return fixed
      .filter((q) => byId.has(q.questionId))
      .map((q) => ({ id: q.questionId, points: q.points, order: orderOf(byId.get(q.questionId)!, false) }));
  }
  const paper: PaperItem[] = [];
  for (const rule of exam.rules ?? []) {
    const pool = (await db
      .select()
      .from(questions)
      .where(
        poolWhere(
          exam.orgId,
          rule,
          paper.map((p) => p.id),
        ),
      )) as unknown as QuestionRow[];
    if (pool.length < rule.count) throw conflict(say('exam.bankTooSmall'));
    for (const q of shuffled(pool).slice(0, rule.count))
      paper.push({ id: q.id, points: rule.points, order: orderOf(q, true) });
  }
  return paper;
}

/** What a taker sees of a paper: stems and options relabelled A, B, ... in their order; no answer, no analysis. */
export function takerView(paper: PaperItem[], byId: Map<number, QuestionRow>) {
  return paper.flatMap((item) => {
    const q = byId.get(item.id);
    if (!q) return [];
    const text = new Map(q.options.map((o) => [o.key, o.text]));
    return [
      {
        id: q.id,
        kind: q.kind,
        stem: q.stem,
        points: item.points,
        options: item.order.map((k, i) => ({ key: OPTION_KEYS[i], text: text.get(k) ?? '' })),
      },
    ];
  });
}
