import { describe, expect, it } from 'vitest';
import { RULE_WARNINGS, ruleWarning, warningIn, type RuleWarningKind } from '../../src/contract/rule-warnings';
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
  it('reads every warning the server words in English and in Spanish, figures in place', () => {
    for (const kind of Object.keys(RULE_WARNINGS) as RuleWarningKind[]) {
      const [zh, en, es] = RULE_WARNINGS[kind];
      const said = ruleWarning(kind, SAMPLE);
      expect(said, kind).toBe(fill(zh));
      expect(warningIn(said, 'en'), kind).toBe(fill(en));
      expect(warningIn(said, 'es'), kind).toBe(fill(es));
      expect(warningIn(said, 'zh'), kind).toBe(said);
    }
  });

  it('words the behaviours’ own warnings, and keeps a text that is none of them', () => {
    expect(sizeWarnings('3', 12, 2, false).map((w) => warningIn(w, 'en'))).toEqual([
      '2 full members: fewer than the 3 a branch needs',
    ]);
    expect(sizeWarnings('1', 75, 60, true).map((w) => warningIn(w, 'en'))).toEqual([
      '75 members: fewer than the 100 a party committee usually has',
    ]);
    expect(
      stageWarnings({ stage: '4', probationOn: '2025-01-10', approvedOn: '2025-02-01' }, '2026-03-01').map((w) =>
        warningIn(w, 'en'),
      ),
    ).toEqual(['Probation is over: discuss full membership without delay']);
    expect(warningIn(backPayWarning(8, 6), 'en')).toBe(
      'Dues paid 8 months late, past the 6-month limit for back pay: give the reason in the remark',
    );
    expect(warningIn('一条新的提醒', 'en')).toBe('一条新的提醒');
  });
});
