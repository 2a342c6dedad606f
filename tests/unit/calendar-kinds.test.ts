import { describe, expect, it } from 'vitest';
import { calendarItemText } from '../../src/contract/calendar-kinds';

describe('calendar entries in words', () => {
  it('read a deadline after its kind, and a meeting or an agenda entry by its own title', () => {
    expect(calendarItemText({ kind: 'taskDeadline', title: '年度党建工作报告' }, 'en')).toBe(
      'Task deadline: 年度党建工作报告',
    );
    expect(calendarItemText({ kind: 'taskDeadline', title: '年度党建工作报告' }, 'zh')).toBe(
      '任务截止：年度党建工作报告',
    );
    expect(calendarItemText({ kind: 'meeting', title: '支部党员大会' }, 'en')).toBe('支部党员大会');
    expect(calendarItemText({ kind: 'meeting', title: '支部党员大会' }, 'en', true)).toBe('Meeting: 支部党员大会');
  });

  it('carry the figure a kind counts, and how many alike an entry stands for', () => {
    expect(calendarItemText({ kind: 'feeMonthEnd', title: '一车队第一党支部 2026-10', figure: 5 }, 'en')).toBe(
      'Dues month end: 一车队第一党支部 2026-10, 5 unpaid',
    );
    expect(calendarItemText({ kind: 'feeMonthEnd', title: '一车队第一党支部 2026-10', figure: 5 }, 'zh')).toBe(
      '党费月末：一车队第一党支部 2026-10 未缴5人',
    );
    expect(calendarItemText({ kind: 'feeMonthEnd', title: '2026-10' }, 'en')).toBe('Dues month end: 2026-10');
    expect(calendarItemText({ kind: 'workArrangement', title: '年终总结', count: 4 }, 'en')).toBe(
      'Work arrangement due: 年终总结 (4)',
    );
    expect(calendarItemText({ kind: 'workArrangement', title: '年终总结', count: 4 }, 'zh')).toBe(
      '工作安排截止：年终总结（4）',
    );
  });
});
