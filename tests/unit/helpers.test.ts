import { describe, expect, it } from 'vitest';
import { idAge, idBirthDate, idSex, isExternal, isPhone } from '@/contract';
import { formatDate, formatDateTime } from '@/utils/format-date';
import { fieldsFromIdNumber, phoneRule } from '@/utils/form-rules';
import { lunarOf, solarOfLunar } from '@/utils/lunar';
import { MAP_PLUGINS, mapLoaderConfig, mapScriptUrl } from '@/utils/map-loader';
import { shade, themeShades, tint } from '@/utils/theme-shades';
import { classifyGesture, pagedSwipe } from '@/utils/touch-gestures';

describe('phone rule', () => {
  it('accepts 11-digit mobile numbers with the allowed prefixes', () => {
    for (const n of [
      '13012345678',
      '15912345678',
      '18812345678',
      '14512345678',
      '14712345678',
      '17012345678',
      '17512345678',
      '17812345678',
      '19712345678',
    ]) {
      expect(isPhone(n), n).toBe(true);
    }
  });
  it('refuses other prefixes and lengths', () => {
    for (const n of ['14612345678', '17112345678', '19812345678', '1301234567', '130123456789', '23012345678'])
      expect(isPhone(n), n).toBe(false);
  });
  it('lets an empty optional field pass and rejects a wrong number with the message', async () => {
    await expect(phoneRule('bad').validator(null, '')).resolves.toBeUndefined();
    await expect(phoneRule('bad').validator(null, '12345')).rejects.toThrow('bad');
  });
});

describe('ID number helpers', () => {
  const id18 = '11010519491231002X';
  const id15 = '110105491231002';
  it('takes the birth date from 15 and 18 digit numbers', () => {
    expect(idBirthDate(id18)).toBe('1949-12-31');
    expect(idBirthDate(id15)).toBe('1949-12-31');
  });
  it('takes the sex from the parity digit: odd 1, even 2', () => {
    expect(idSex('110105199001011234')).toBe('1');
    expect(idSex(id18)).toBe('2');
    expect(idSex(id15)).toBe('2');
  });
  it('computes the age, 0 when the length is not 15 or 18', () => {
    expect(idAge('110105199001011234', new Date(2026, 0, 1))).toBe(36);
    expect(idAge('110105199001021234', new Date(2026, 0, 1))).toBe(35);
    expect(idAge('1101051990010', new Date(2026, 0, 1))).toBe(0);
    expect(fieldsFromIdNumber('110105199001011234', new Date(2026, 5, 1))).toEqual({
      birthDate: '1990-01-01',
      sex: '1',
      age: 36,
    });
  });
});

describe('external link rule', () => {
  it('accepts http(s), mailto and tel links only', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('http://example.com')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('tel:12345')).toBe(true);
    expect(isExternal('/organizational')).toBe(false);
    expect(isExternal('javascript:alert(1)')).toBe(false);
  });
});

describe('lunar calendar helper', () => {
  it('covers years after 2020, where the old helper stopped', () => {
    const spring = lunarOf(new Date(2026, 1, 17));
    expect(spring).toMatchObject({ year: 2026, month: 1, day: 1, ganZhiYear: '丙午', zodiac: '马', label: '春节' });
    expect(lunarOf(new Date(2035, 5, 1)).year).toBe(2035);
  });
  it('shows the solar term when there is no festival and marks leap months', () => {
    expect(lunarOf(new Date(2024, 1, 4)).label).toBe('立春');
    expect(solarOfLunar(2025, -6, 1)).toBe('2025-07-25');
    expect(lunarOf(new Date(2025, 6, 25))).toMatchObject({ isLeapMonth: true, monthText: '闰六月' });
  });
});

describe('touch gestures', () => {
  it('is a swipe beyond 10px sideways or 100px up or down', () => {
    expect(classifyGesture({ dx: -11, dy: 0, durationMs: 100 })).toEqual({ kind: 'swipe', direction: 'left' });
    expect(classifyGesture({ dx: 11, dy: 5, durationMs: 100 })).toEqual({ kind: 'swipe', direction: 'right' });
    expect(classifyGesture({ dx: 0, dy: 101, durationMs: 100 })).toEqual({ kind: 'swipe', direction: 'down' });
    expect(classifyGesture({ dx: 0, dy: -101, durationMs: 100 })).toEqual({ kind: 'swipe', direction: 'up' });
    expect(classifyGesture({ dx: 0, dy: 100, durationMs: 100 })).toEqual({ kind: 'tap' });
  });
  it('is a long tap after 1000 ms without moving', () => {
    expect(classifyGesture({ dx: 3, dy: 3, durationMs: 1000 })).toEqual({ kind: 'longtap' });
    expect(classifyGesture({ dx: 3, dy: 3, durationMs: 999 })).toEqual({ kind: 'tap' });
  });
  it('pages only after the plugin threshold of 50px', () => {
    expect(pagedSwipe(-49)).toBeNull();
    expect(pagedSwipe(-50)).toBe('next');
    expect(pagedSwipe(60)).toBe('previous');
  });
});

describe('theme shades', () => {
  it('builds nine lighter shades in steps of 0.1 and one darker', () => {
    const shades = themeShades('#1890ff');
    expect(shades.lighter).toHaveLength(9);
    expect(shades.lighter[0]).toBe(tint('#1890ff', 0.1));
    expect(shades.lighter[8]).toBe(tint('#1890ff', 0.9));
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(shades.darker).toBe(shade('#1890ff', 0.1));
    expect(shade('#ffffff', 0.1)).toBe('#e6e6e6');
  });
});

describe('map loader configuration', () => {
  it('loads the map only when a key is configured', () => {
    expect(mapLoaderConfig(undefined)).toBeNull();
    expect(mapLoaderConfig('  ')).toBeNull();
    expect(mapLoaderConfig('k1')).toEqual({ key: 'k1', version: '2.0', plugins: [...MAP_PLUGINS] });
  });
  it('asks for autocomplete, place search, scale, overview, map type and the editors', () => {
    expect(MAP_PLUGINS).toEqual([
      'AMap.AutoComplete',
      'AMap.PlaceSearch',
      'AMap.Scale',
      'AMap.HawkEye',
      'AMap.MapType',
      'AMap.PolygonEditor',
      'AMap.CircleEditor',
    ]);
    const url = new URL(mapScriptUrl(mapLoaderConfig('k1')!));
    expect(url.searchParams.get('key')).toBe('k1');
    expect(url.searchParams.get('plugin')!.split(',')).toHaveLength(7);
  });
});

describe('date formatting', () => {
  it('shows an ISO time as YYYY-MM-DD HH:mm on the group’s clock (Asia/Shanghai), whatever the machine’s zone, and leaves other text alone', () => {
    const nineInShanghai = '2026-11-18T01:05:00.000Z';
    expect(formatDateTime(nineInShanghai)).toBe('2026-11-18 09:05');
    expect(formatDate('2026-11-18T17:00:00.000Z')).toBe('2026-11-19');
    // A date alone is no instant: it reads the same in every zone.
    expect(formatDate('2026-11-18')).toBe('2026-11-18');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(undefined)).toBe('');
  });
});
