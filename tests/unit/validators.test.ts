import { describe, expect, it } from 'vitest';
import {
  idAge,
  idBirthDate,
  idCheckChar,
  idSex,
  isExternal,
  isIdNumber,
  isPhone,
  maskMiddle,
} from '../../src/contract/validators';
import { passwordProblem } from '../../src/contract/password-policy';
import { wordIn } from '../../src/contract/messages/message';

describe('phone rule', () => {
  it.each([
    '13012345678',
    '13912345678',
    '15012345678',
    '18912345678',
    '14512345678',
    '14712345678',
    '17012345678',
    '17512345678',
    '17612345678',
    '17712345678',
    '17812345678',
    '19712345678',
  ])('accepts %s', (p) => expect(isPhone(p)).toBe(true));
  it.each([
    '12012345678',
    '14612345678',
    '17112345678',
    '17912345678',
    '19812345678',
    '1381234567',
    '138123456789',
    '1381234567a',
    '',
  ])('refuses %s', (p) => expect(isPhone(p)).toBe(false));
});

describe('ID number helpers', () => {
  const id18 = '11010519491231002X';
  it('takes the birth date from 18 and 15 digits', () => {
    expect(idBirthDate(id18)).toBe('1949-12-31');
    expect(idBirthDate('110105491231002')).toBe('1949-12-31');
    expect(idBirthDate('1101051949123')).toBe('');
  });
  it('takes sex from the parity digit: odd 1, even 2', () => {
    expect(idSex(id18)).toBe('2');
    expect(idSex('110105194912310031')).toBe('1');
    expect(idSex('110105491231003')).toBe('1');
    expect(idSex('123')).toBe('');
  });
  it('computes age, 0 when the length is not 15 or 18', () => {
    expect(idAge(id18, new Date(2026, 11, 30))).toBe(76);
    expect(idAge(id18, new Date(2026, 11, 31))).toBe(77);
    expect(idAge('12345', new Date(2026, 0, 1))).toBe(0);
    expect(idAge('1101051949123100', new Date(2026, 0, 1))).toBe(0);
  });
  it('checks the check character and the date', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(isIdNumber(id18)).toBe(true);
    expect(isIdNumber('110105194912310021')).toBe(false);
    expect(isIdNumber('110105194902300021')).toBe(false);
  });
  it('masks the middle', () => {
    expect(maskMiddle('13812345678', 3, 4)).toBe('138****5678');
  });
});

describe('external link rule', () => {
  it.each([
    ['https://a.b', true],
    ['http://a', true],
    ['mailto:x@y', true],
    ['tel:110', true],
    ['/dashboard', false],
    ['ftp://x', false],
  ])('%s -> %s', (p, ok) => expect(isExternal(p as string)).toBe(ok));
});

describe('password policy', () => {
  const said = (...args: Parameters<typeof passwordProblem>) => {
    const problem = passwordProblem(...args);
    return problem && wordIn(problem, 'zh');
  };
  it('asks for 8 characters, 3 of 4 classes, at most 190 bytes, not the old one', () => {
    expect(said('Ab1!')).toBe('密码至少8位');
    expect(said('abcdefgh1')).toMatch(/至少3类/);
    expect(said('Abcdefg1')).toBeNull();
    expect(said('Aa1' + '党'.repeat(63))).toMatch(/190字节/);
    expect(said('Abcdefg1', undefined, 'Abcdefg1')).toBe('新密码不能与旧密码相同');
  });

  it('says why in the reader’s language', () => {
    expect(wordIn(passwordProblem('Ab1!')!, 'en')).toBe('At least 8 characters');
    expect(wordIn(passwordProblem('Ab1!')!, 'es')).toBe('Al menos 8 caracteres');
  });
});
