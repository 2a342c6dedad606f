import { describe, expect, it } from 'vitest';
import { wordIn, type Message } from '../../src/contract/messages/message';
import {
  checkFixedPaper,
  checkQuestion,
  checkRules,
  isRight,
  normaliseKeys,
  paperTotal,
} from '../../src/contract/resource/exam-rules';

/** A rule's message as a Chinese reader reads it. */
const zh = (m: Message | null | undefined) => (m ? wordIn(m, 'zh') : m);

const abcd = ['甲', '乙', '丙', '丁'].map((text, i) => ({ key: 'ABCD'[i], text }));

describe('exam rules', () => {
  it('counts a multiple choice right only with exactly the right options', () => {
    expect(isRight(['A', 'C'], ['C', 'A'])).toBe(true);
    expect(isRight(['A', 'C'], ['A'])).toBe(false);
    expect(isRight(['A', 'C'], ['A', 'B', 'C'])).toBe(false);
    expect(isRight(['B'], undefined)).toBe(false);
    expect(isRight(['B'], [])).toBe(false);
  });

  it('keeps answer keys in option order without repeats, and refuses anything else', () => {
    expect(normaliseKeys(['C', 'A', 'C'])).toEqual(['A', 'C']);
    expect(normaliseKeys(['a'])).toBeNull();
    expect(normaliseKeys('A')).toBeNull();
  });

  it('checks options and answers by kind', () => {
    expect(checkQuestion('single', abcd, ['B'])).toEqual({});
    expect(zh(checkQuestion('single', abcd, ['A', 'B']).answer)).toMatch(/只有一个/);
    expect(zh(checkQuestion('multiple', abcd, ['A']).answer)).toMatch(/至少两个/);
    expect(zh(checkQuestion('multiple', abcd, ['A', 'E']).answer)).toMatch(/不在选项/);
    expect(checkQuestion('judge', [], ['B'])).toEqual({});
    expect(checkQuestion('judge', [], ['A', 'B']).answer).toBeDefined();
    expect(
      checkQuestion(
        'single',
        [
          { key: 'A', text: '甲' },
          { key: 'C', text: '丙' },
        ],
        ['A'],
      ).options,
    ).toBeDefined();
    expect(
      checkQuestion(
        'single',
        [
          { key: 'A', text: ' ' },
          { key: 'B', text: '乙' },
        ],
        ['A'],
      ).options,
    ).toBeDefined();
  });

  it('checks papers and adds up their points', () => {
    expect(
      zh(
        checkFixedPaper([
          { questionId: 1, points: 5 },
          { questionId: 1, points: 5 },
        ]),
      ),
    ).toMatch(/重复/);
    expect(checkFixedPaper([])).toBeTruthy();
    expect(zh(checkRules([{ kind: 'single', count: 0, points: 5 }]))).toMatch(/数量/);
    expect(zh(checkRules([{ kind: 'essay', count: 1, points: 5 }]))).toMatch(/题型/);
    expect(
      paperTotal(
        'fixed',
        [
          { questionId: 1, points: 3 },
          { questionId: 2, points: 7 },
        ],
        null,
      ),
    ).toBe(10);
    expect(
      paperTotal('rule', null, [
        { kind: 'single', count: 5, points: 10 },
        { kind: 'judge', count: 3, points: 2 },
      ]),
    ).toBe(56);
  });
});
