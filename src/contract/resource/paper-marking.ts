import { isRight, OPTION_KEYS, type QuestionOption } from './exam-rules';

/** A question as stored (the key is read here only: for scoring, never for a taker). */
export interface QuestionRow {
  id: number;
  kind: string;
  stem: string;
  options: QuestionOption[];
  answer: string[];
  analysis: string | null;
  enabled: boolean;
  orgId: number;
}

/** One question of a taker's paper: which, its worth, and the stored keys in the order the taker sees them. */
export interface PaperItem {
  id: number;
  points: number;
  order: string[];
}

/** The stored keys a taker's shown keys stand for. */
const storedKeys = (item: PaperItem, shown: string[]): string[] =>
  shown.map((k) => item.order[OPTION_KEYS.indexOf(k)]).filter(Boolean);
/** The shown keys of the stored right answer (what the taker reads after handing in). */
export const shownKeys = (item: PaperItem, stored: string[]): string[] =>
  OPTION_KEYS.filter((_, i) => stored.includes(item.order[i]));

export interface Marked {
  score: number;
  marks: Record<string, { right: boolean; points: number }>;
}

/** Scores a paper: a question earns its points only when exactly its right options are chosen. */
export function markPaper(
  paper: PaperItem[],
  byId: Map<number, QuestionRow>,
  answers: Record<string, string[]>,
): Marked {
  const marks: Marked['marks'] = {};
  let score = 0;
  for (const item of paper) {
    const q = byId.get(item.id);
    const shown = answers[String(item.id)];
    const right = Boolean(q) && isRight(q!.answer, shown ? storedKeys(item, shown) : undefined);
    marks[item.id] = { right, points: right ? item.points : 0 };
    if (right) score += item.points;
  }
  return { score, marks };
}
