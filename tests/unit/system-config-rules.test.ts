import { describe, expect, it } from 'vitest';
import { matterValueProblem } from '../../src/contract/resource/matter-rules';
import { wordIn, type Message } from '../../src/contract/messages/message';

/** A rule's message as a Chinese reader reads it. */
const zh = (m: Message | null | undefined) => (m ? wordIn(m, 'zh') : m);
import { recordDiff } from '../../src/contract/resource/record-diff';
import { ROUTE_CATALOGUE, joinRoutePath, type CatalogueEntry } from '../../src/contract/route-catalogue';
import { requestLanguage } from '../../server/lib/language';

describe('matter values', () => {
  it('keeps the logs at least 180 days', () => {
    expect(zh(matterValueProblem('oplog.retentionDays', '179'))).toBe('日志保存期限不能少于180天');
    expect(matterValueProblem('oplog.retentionDays', '180')).toBeNull();
    expect(matterValueProblem('oplog.retentionDays', '200.5')).not.toBeNull();
  });

  it('keeps shares between 0 and 1 and fee brackets rising with an open last one', () => {
    expect(matterValueProblem('fee.remitShare', '0.2')).toBeNull();
    expect(zh(matterValueProblem('fee.remitShare', '1.2'))).toMatch(/0到1之间/);
    expect(matterValueProblem('fee.brackets.inService', '3000:0.005,5000:0.01,10000:0.015,:0.02')).toBeNull();
    expect(zh(matterValueProblem('fee.brackets.inService', '3000:0.005,:0.01,5000:0.02'))).toBe('只有最后一档不设上限');
    expect(zh(matterValueProblem('fee.brackets.retired', '5000:0.5,3000:0.01,:0.01'))).toBe('各档上限应由低到高');
    expect(zh(matterValueProblem('fee.brackets.retired', '5000:1.5,:0.01'))).toMatch(/0到1之间/);
  });

  it('checks term lengths, reminders and star thresholds, and lets unknown codes hold any text', () => {
    expect(matterValueProblem('term.years.4', '3')).toBeNull();
    expect(zh(matterValueProblem('term.years.1', '0'))).toMatch(/1到10/);
    expect(matterValueProblem('term.reminderMonths', '6,3')).toBeNull();
    expect(zh(matterValueProblem('term.reminderMonths', '3,6'))).toMatch(/由大到小/);
    expect(matterValueProblem('star.thresholds', '90,80,70,60')).toBeNull();
    expect(matterValueProblem('star.thresholds', '90,80,70')).not.toBeNull();
    expect(matterValueProblem('local.note', 'anything')).toBeNull();
  });
});

describe('the difference of a logged write', () => {
  it('lists the changed fields only, without the row stamps', () => {
    const before = { id: 1, version: 3, name: '警示教育', points: '15.0', updatedAt: 'a' };
    const after = { id: 1, version: 4, name: '警示教育（季度）', points: '15.0', updatedAt: 'b' };
    expect(recordDiff(before, after)).toEqual([{ field: 'name', before: '警示教育', after: '警示教育（季度）' }]);
  });

  it('masks personal data after comparing, so a hidden change still shows', () => {
    const mask = { phone: { keepStart: 3, keepEnd: 4 } };
    expect(recordDiff({ phone: '13912340000' }, { phone: '13956780000' }, mask)).toEqual([
      { field: 'phone', before: '139****0000', after: '139****0000' },
    ]);
    expect(recordDiff(null, { name: 'x', tags: ['1'] })).toEqual([
      { field: 'name', before: null, after: 'x' },
      { field: 'tags', before: null, after: ['1'] },
    ]);
  });
});

describe('menu languages', () => {
  it('has a Chinese, an English and a Spanish label for every entry of the route catalogue', () => {
    const missing: string[] = [];
    const walk = (e: CatalogueEntry, abs: string) => {
      if (![e.label.zh, e.label.en, e.label.es].every(Boolean)) missing.push(abs);
      for (const c of e.children ?? []) walk(c, joinRoutePath(abs, c.path) + (c.path ? '' : '/'));
    };
    for (const top of ROUTE_CATALOGUE) walk(top, joinRoutePath('', top.path));
    expect(missing).toEqual([]);
  });

  it('reads the preferred of zh, en, es from Accept-Language, English (the default language) otherwise', () => {
    const lang = (h?: string) => requestLanguage({ headers: h === undefined ? {} : { 'accept-language': h } });
    expect(lang('en-US,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(lang('fr-FR,es;q=0.5,en;q=0.4')).toBe('es');
    expect(lang('de;q=1,en;q=0')).toBe('en');
    expect(lang('zh-CN')).toBe('zh');
    expect(lang()).toBe('en');
  });
});
