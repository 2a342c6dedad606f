import { describe, expect, it } from 'vitest';
import { wordIn } from '../../src/contract/messages/message';
import { WARNING_WORDS } from '../../src/contract/messages/warning-words';
import { ruleWarning, type RuleWarningKind } from '../../src/contract/rule-warnings';
import { sizeWarnings } from '../../server/modules/resources/behaviours/org';
import { stageWarnings } from '../../server/modules/resources/behaviours/member-development';
import { backPayWarning } from '../../server/modules/fees/settings';

const SAMPLE: Record<string, string | number> = {
  full: 2,
  members: 75,
  deadline: '2026-12-10',
  sum: 8,
  points: 10,
  months: 8,
  limit: 6,
};
const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(SAMPLE[k]));

describe('rule warnings', () => {
  it('travel as a code with figures and are worded in each language where shown', () => {
    for (const code of Object.keys(WARNING_WORDS) as (keyof typeof WARNING_WORDS)[]) {
      const [zh, en, es] = WARNING_WORDS[code];
      const said = ruleWarning(code.slice('warning.'.length) as RuleWarningKind, SAMPLE);
      expect(said.code, code).toBe(code);
      expect(wordIn(said, 'zh'), code).toBe(fill(zh));
      expect(wordIn(said, 'en'), code).toBe(fill(en));
      expect(wordIn(said, 'es'), code).toBe(fill(es));
    }
  });

  it('words the behaviours’ own warnings in English', () => {
    expect(sizeWarnings('3', 12, 2, false).map((w) => wordIn(w, 'en'))).toEqual([
      '2 full members: fewer than the 3 a branch needs',
    ]);
    expect(sizeWarnings('1', 75, 60, true).map((w) => wordIn(w, 'en'))).toEqual([
      '75 members: fewer than the 100 a party committee usually has',
    ]);
    expect(
      stageWarnings({ stage: '4', probationOn: '2025-01-10', approvedOn: '2025-02-01' }, '2026-03-01').map((w) =>
        wordIn(w, 'en'),
      ),
    ).toEqual(['Probation is over: discuss full membership without delay']);
    expect(wordIn(backPayWarning(8, 6), 'en')).toBe(
      'Dues paid 8 months late, past the 6-month limit for back pay: give the reason in the remark',
    );
    expect(wordIn(backPayWarning(8, 6), 'zh')).toBe('补缴8个月前的党费，超过6个月的补缴期限，请在说明中注明原因');
  });
});
