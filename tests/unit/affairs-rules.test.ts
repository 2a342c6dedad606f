import { describe, expect, it } from 'vitest';
import { wordIn, type Message } from '../../src/contract/messages/message';
import { choicesProblem, optionsProblem, quorumOf, resultOf } from '@/contract/resource/affairs-rules';
import { contentSecurityPolicy } from '../../server/plugins/security-headers';

/** A rule's message as a Chinese reader reads it. */
const zh = (m: Message | null | undefined) => (m ? wordIn(m, 'zh') : m);

const OPTIONS = [
  { key: 'A', text: '张伟' },
  { key: 'B', text: '李娜' },
  { key: 'C', text: '王强' },
];

describe('online vote rules', () => {
  it('refuses a ballot with too few or too many choices, unknown keys or repeats', () => {
    expect(choicesProblem(['A'], OPTIONS, 1, 2)).toBeNull();
    expect(zh(choicesProblem([], OPTIONS, 1, 2))).toBe('请选择1至2项');
    expect(zh(choicesProblem(['A', 'B', 'C'], OPTIONS, 1, 2))).toBe('请选择1至2项');
    expect(zh(choicesProblem(['A'], OPTIONS, 2, 2))).toBe('请选择2项');
    expect(zh(choicesProblem(['D'], OPTIONS, 1, 1))).toBe('所选选项不存在');
    expect(zh(choicesProblem(['A', 'A'], OPTIONS, 1, 2))).toBe('选项不能重复选择');
    expect(zh(choicesProblem('A', OPTIONS, 1, 1))).toBe('请选择投票选项');
  });

  it('refuses options without a key or text, or with a repeated key', () => {
    expect(optionsProblem(OPTIONS)).toBeNull();
    expect(zh(optionsProblem([{ key: 'A', text: '' }]))).toMatch(/选项内容/);
    expect(zh(optionsProblem([{ key: 'A B', text: 'x' }]))).toMatch(/选项编号/);
    expect(
      zh(
        optionsProblem([
          { key: 'A', text: 'x' },
          { key: 'A', text: 'y' },
        ]),
      ),
    ).toBe('选项编号“A”重复');
    expect(wordIn(optionsProblem([{ key: 'A', text: '' }])!, 'en')).toBe('An option’s text is 1 to 100 characters');
  });

  it('makes an election valid only when four fifths of the voters took part', () => {
    expect(quorumOf(10)).toBe(8);
    expect(quorumOf(7)).toBe(6);
    const valid = resultOf('election', OPTIONS, 2, 10, 8, { A: 6, B: 5, C: 3 });
    expect(valid.quorum).toEqual({ required: 8, met: true });
    expect(valid.elected).toEqual(['A', 'B']);
    const void_ = resultOf('election', OPTIONS, 2, 10, 7, { A: 6, B: 5 });
    expect(void_.quorum).toEqual({ required: 8, met: false });
    expect(void_.elected).toEqual([]);
  });

  it('elects only candidates with more than half of the ballots, at most the seats', () => {
    expect(resultOf('election', OPTIONS, 2, 10, 10, { A: 9, B: 8, C: 7 }).elected).toEqual(['A', 'B']);
    expect(resultOf('election', OPTIONS, 2, 10, 10, { A: 9, B: 5, C: 4 }).elected).toEqual(['A']);
  });

  it('counts an appraisal or survey without a quorum, every option present', () => {
    expect(resultOf('survey', OPTIONS, 3, 50, 3, { B: 2 })).toEqual({
      electorate: 50,
      turnout: 3,
      counts: { A: 0, B: 2, C: 0 },
      quorum: null,
      elected: null,
    });
  });
});

describe('content-security policy and the map', () => {
  it('allows the map hosts only when a map key is configured', () => {
    expect(contentSecurityPolicy(false)).not.toMatch(/amap|autonavi|worker-src/);
    const withMap = contentSecurityPolicy(true);
    expect(withMap).toMatch(/script-src 'self' https:\/\/\*\.amap\.com/);
    expect(withMap).toMatch(/img-src [^;]*https:\/\/\*\.autonavi\.com/);
    expect(withMap).toMatch(/frame-ancestors 'none'/);
  });
});
