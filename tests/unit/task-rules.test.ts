import { describe, expect, it } from 'vitest';
import { wordIn, type Message } from '../../src/contract/messages/message';
import {
  DEFAULT_STAR_THRESHOLDS,
  parseThresholds,
  percentOf,
  scoreProblem,
  starsOf,
  sumScores,
  totalPoints,
} from '@/contract/resource';

/** A rule's message as a Chinese reader reads it. */
const zh = (m: Message | null | undefined) => (m ? wordIn(m, 'zh') : m);

const INDICATORS = [
  { indicatorId: 1, points: 25 },
  { indicatorId: 2, points: 15 },
];

describe('star rating', () => {
  it('gives five stars only with a highlight, and one below the lowest threshold', () => {
    expect(starsOf(95, DEFAULT_STAR_THRESHOLDS, true)).toBe(5);
    expect(starsOf(95, DEFAULT_STAR_THRESHOLDS, false)).toBe(4);
    expect(starsOf(80, DEFAULT_STAR_THRESHOLDS, false)).toBe(4);
    expect(starsOf(79.9, DEFAULT_STAR_THRESHOLDS, true)).toBe(3);
    expect(starsOf(60, DEFAULT_STAR_THRESHOLDS, false)).toBe(2);
    expect(starsOf(59.9, DEFAULT_STAR_THRESHOLDS, true)).toBe(1);
  });

  it('reads thresholds from the matter, falling back to the defaults when they make no sense', () => {
    expect(parseThresholds('95, 85, 75, 65')).toEqual([95, 85, 75, 65]);
    expect(parseThresholds('60,70,80,90')).toEqual(DEFAULT_STAR_THRESHOLDS);
    expect(parseThresholds('九十')).toEqual(DEFAULT_STAR_THRESHOLDS);
  });

  it('scales a score to 100 by the points of the task', () => {
    expect(totalPoints(INDICATORS)).toBe(40);
    expect(totalPoints([])).toBe(100);
    expect(percentOf(36, 40)).toBe(90);
  });
});

describe('scores per indicator', () => {
  it('accepts scores within the points with one decimal', () => {
    expect(
      scoreProblem(INDICATORS, [
        { indicatorId: 1, score: 25 },
        { indicatorId: 2, score: 7.5 },
      ]),
    ).toBeNull();
    expect(
      sumScores([
        { indicatorId: 1, score: 0.1 },
        { indicatorId: 2, score: 0.2 },
      ]),
    ).toBe(0.3);
  });

  it('refuses a score above its points, a foreign or repeated indicator, a negative or finer score', () => {
    expect(zh(scoreProblem(INDICATORS, [{ indicatorId: 2, score: 15.5 }]))).toBe('得分不能超过该指标分值（15分）');
    expect(zh(scoreProblem(INDICATORS, [{ indicatorId: 9, score: 1 }]))).toMatch(/不属于/);
    expect(
      zh(
        scoreProblem(INDICATORS, [
          { indicatorId: 1, score: 1 },
          { indicatorId: 1, score: 2 },
        ]),
      ),
    ).toMatch(/一次/);
    expect(zh(scoreProblem(INDICATORS, [{ indicatorId: 1, score: -1 }]))).toMatch(/不小于0/);
    expect(zh(scoreProblem(INDICATORS, [{ indicatorId: 1, score: 1.25 }]))).toMatch(/一位小数/);
    expect(zh(scoreProblem(INDICATORS, 'x'))).toBe('评分格式无效');
  });
});
