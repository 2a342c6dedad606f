import { describe, expect, it } from 'vitest';
import {
  attendanceProblems,
  absencesOf,
  overallStatus,
  periodNumbers,
  periodStatus,
} from '../../src/contract/resource';
import { wordIn, type Message } from '../../src/contract/messages/message';

/** A rule's message as a Chinese reader reads it. */
const zh = (m: Message | null | undefined) => (m ? wordIn(m, 'zh') : m);

describe('meeting periods', () => {
  it('lists the periods of a year or of the quarter asked for', () => {
    expect(periodNumbers('1')).toHaveLength(12);
    expect(periodNumbers('1', 2)).toEqual([4, 5, 6]);
    expect(periodNumbers('2', 3)).toEqual([3]);
    expect(periodNumbers('3', 3)).toEqual([2]);
    expect(periodNumbers('4', 1)).toEqual([1]);
  });

  it('calls a period met, due while it runs, missed once ended, upcoming before it starts', () => {
    const today = { year: 2026, month: 5 };
    expect(periodStatus(1, 1, 2026, '1', 1, today)).toBe('met');
    expect(periodStatus(0, 1, 2026, '1', 4, today)).toBe('missed');
    expect(periodStatus(0, 1, 2026, '1', 5, today)).toBe('due');
    expect(periodStatus(0, 1, 2026, '2', 2, today)).toBe('due');
    expect(periodStatus(0, 1, 2026, '1', 6, today)).toBe('upcoming');
    expect(periodStatus(0, 1, 2025, '4', 1, today)).toBe('missed');
    expect(overallStatus(['met', 'due', 'upcoming'])).toBe('due');
    expect(overallStatus(['met', 'missed', 'due'])).toBe('missed');
    expect(overallStatus(['upcoming'])).toBe('upcoming');
  });
});

describe('attendance rules', () => {
  const absent = (memberId: number, reason = '早班值乘') => ({ memberId, reason });
  it('accepts present and absent that make up the expected', () => {
    expect(attendanceProblems({ expected: [1, 2, 3], present: [1, 2], absent: [absent(3)] }, true)).toEqual({});
  });
  it('refuses a member both present and absent, or recorded without being expected', () => {
    expect(zh(attendanceProblems({ expected: [1, 2], present: [1, 2], absent: [absent(2)] }, false).absent)).toBe(
      '同一党员不能既出席又缺席',
    );
    expect(zh(attendanceProblems({ expected: [1], present: [1, 9], absent: [] }, false).absent)).toBe(
      '出席和缺席的党员应在应到党员之中',
    );
  });
  it('once held, wants everyone accounted for and every absence explained', () => {
    expect(zh(attendanceProblems({ expected: [1, 2, 3], present: [1], absent: [absent(2)] }, true).absent)).toBe(
      '实到与缺席人数之和应等于应到人数',
    );
    expect(zh(attendanceProblems({ expected: [1, 2], present: [1], absent: [absent(2, '')] }, true).absent)).toBe(
      '请填写每位缺席党员的缺席原因',
    );
    expect(attendanceProblems({ expected: [1, 2, 3], present: [1], absent: [] }, false)).toEqual({});
  });
  it('reads only a list of {memberId, reason}', () => {
    expect(absencesOf([{ memberId: 3, reason: ' 病假 ' }])).toEqual([{ memberId: 3, reason: '病假' }]);
    expect(absencesOf({ memberId: 3 })).toBeNull();
    expect(absencesOf([{ memberId: 'x' }])).toBeNull();
  });
});
