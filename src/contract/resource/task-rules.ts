import { say, type Message } from '../messages/say';
import type { IndicatorScore, TaskIndicator } from './task';

/** Star thresholds of matter `star.thresholds` when it is missing or unreadable: 5, 4, 3 and 2 stars. */
export const DEFAULT_STAR_THRESHOLDS = [90, 80, 70, 60];

/** '90,80,70,60' as four descending numbers, or the defaults. */
export function parseThresholds(text: string): number[] {
  const n = text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);
  return n.length === 4 && n.every((x, i) => Number.isFinite(x) && (i === 0 || x <= n[i - 1]))
    ? n
    : DEFAULT_STAR_THRESHOLDS;
}

/** One to five stars from a score out of 100; five stars also need a highlight, else it is four. */
export function starsOf(percent: number, thresholds: number[], highlight: boolean): number {
  const [five, four, three, two] = thresholds;
  if (percent >= five) return highlight ? 5 : 4;
  if (percent >= four) return 4;
  if (percent >= three) return 3;
  if (percent >= two) return 2;
  return 1;
}

/** The most an indicator list can score (100 when a task has none). */
export const totalPoints = (indicators: TaskIndicator[]): number =>
  indicators.length ? indicators.reduce((s, i) => s + Number(i.points), 0) : 100;

/** A score on a scale of `total`, as a percentage with one decimal. */
export const percentOf = (score: number, total: number): number =>
  total > 0 ? Math.round((score / total) * 1000) / 10 : 0;

/**
 * The problem with scores per indicator, or null: each indicator of the task at most once, each score
 * between 0 and its points (at most one decimal).
 */
export function scoreProblem(indicators: TaskIndicator[], scores: unknown): Message | null {
  if (!Array.isArray(scores)) return say('rule.score.format');
  const points = new Map(indicators.map((i) => [i.indicatorId, Number(i.points)]));
  const seen = new Set<number>();
  for (const s of scores as IndicatorScore[]) {
    if (!s || typeof s !== 'object' || !points.has(s.indicatorId)) return say('rule.score.foreign');
    if (seen.has(s.indicatorId)) return say('rule.score.once');
    seen.add(s.indicatorId);
    const max = points.get(s.indicatorId)!;
    if (typeof s.score !== 'number' || !Number.isFinite(s.score) || s.score < 0) return say('rule.score.notNegative');
    if (s.score > max) return say('rule.score.overMax', { max });
    if (Math.round(s.score * 10) !== s.score * 10) return say('rule.score.oneDecimal');
  }
  return null;
}

/** The sum of scores, with one decimal. */
export const sumScores = (scores: IndicatorScore[]): number =>
  Math.round(scores.reduce((s, x) => s + x.score, 0) * 10) / 10;
