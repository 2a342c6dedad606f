import { describe, expect, it } from 'vitest';
import { monthlyDues, parseBrackets, rulesOf } from '../../src/contract/resource/fee-dues';

const inService = (base: string) => monthlyDues(base, { retired: false });
const retired = (base: string) => monthlyDues(base, { retired: true });

describe('dues brackets of members in service', () => {
  it.each([
    ['3000', '0.005', '15.00'],
    ['3000.01', '0.01', '30.10'],
    ['5000', '0.01', '50.00'],
    ['5000.01', '0.015', '75.10'],
    ['10000', '0.015', '150.00'],
    ['10000.01', '0.02', '200.10'],
  ])('a base of %s pays %s: %s', (base, ratio, due) => expect(inService(base)).toEqual({ ratio, due }));
});

describe('dues brackets of retired members', () => {
  it.each([
    ['5000', '0.005', '25.00'],
    ['5000.01', '0.01', '50.10'],
  ])('a pension of %s pays %s: %s', (base, ratio, due) => expect(retired(base)).toEqual({ ratio, due }));
});

describe('rounding', () => {
  it('rounds up to the next 0.1 yuan, never down', () => {
    expect(inService('2345.67').due).toBe('11.80'); // 11.72835
    expect(inService('4321').due).toBe('43.30'); // 43.21
    expect(inService('6000').due).toBe('90.00'); // exact stays
  });
  it('asks at least 0.1 yuan', () => {
    expect(inService('0').due).toBe('0.10');
    expect(inService('1.00').due).toBe('0.10');
  });
  it('is exact for bases where binary floating point is not', () => {
    expect(inService('4020.00').due).toBe('40.20'); // in floating point 4020 * 0.01 * 10 is 402.00000000000006, whose ceiling is 403
    expect(inService('7000.20').due).toBe('105.10'); // 105.003
  });
  it('charges the fixed amount for fixed dues, whatever the base', () => {
    expect(monthlyDues('8000', { fixed: true })).toEqual({ ratio: null, due: '0.20' });
  });
});

describe('configured brackets', () => {
  it('reads a configured list and falls back to the default when it is malformed', () => {
    expect(parseBrackets('2000:0.004,:0.03')).toEqual([
      { upToFen: 200000, ratio: '0.004' },
      { upToFen: null, ratio: '0.03' },
    ]);
    expect(parseBrackets('abc')).toBeNull();
    const rules = rulesOf({ inService: '2000:0.004,:0.03', retired: 'nonsense', fixedAmount: '0.5' });
    expect(monthlyDues('2500', { retired: false }, rules)).toEqual({ ratio: '0.03', due: '75.00' });
    expect(monthlyDues('5000.01', { retired: true }, rules)).toEqual({ ratio: '0.01', due: '50.10' });
    expect(monthlyDues('1', { fixed: true }, rules).due).toBe('0.50');
  });
});
