import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../src/contract/constants';
import {
  groupClock,
  groupDay,
  groupTimeOfDay,
  groupYear,
  groupZone,
  instantsOfDays,
  setGroupZone,
  startOfGroupDay,
  startOfGroupYear,
} from '../../server/lib/group-zone';

describe("the group's time zone", () => {
  afterEach(() => setGroupZone(DEFAULT_TIME_ZONE));

  it('reads an instant on the clock of the zone the configuration names', () => {
    const eve = new Date('2027-01-01T01:00:00Z');
    expect(groupZone()).toBe('Asia/Shanghai');
    expect([groupClock(eve), groupDay(eve), groupYear(eve)]).toEqual(['2027-01-01 09:00', '2027-01-01', 2027]);
    setGroupZone('America/New_York');
    expect(groupZone()).toBe('America/New_York');
    expect([groupClock(eve), groupDay(eve), groupYear(eve)]).toEqual(['2026-12-31 20:00', '2026-12-31', 2026]);
    // Midnight is 00:00, never 24:00.
    expect(groupTimeOfDay(new Date('2026-06-01T04:05:00Z'))).toBe('00:05');
  });

  it('starts a year and a range of days at the zone’s midnights', () => {
    expect(startOfGroupYear(2027).toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(instantsOfDays({ from: '2026-02-28', to: '2026-02-28' })).toEqual({
      from: '2026-02-27T16:00:00.000Z',
      until: '2026-02-28T16:00:00.000Z',
    });
    setGroupZone('America/New_York');
    expect(startOfGroupYear(2027).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // The day the clocks go forward is 23 hours long, the day they go back 25.
    expect(instantsOfDays({ from: '2026-03-08', to: '2026-03-08' })).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      until: '2026-03-09T04:00:00.000Z',
    });
    expect(instantsOfDays({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      until: '2026-11-02T05:00:00.000Z',
    });
    // The last day of a month carries over into the next.
    expect(instantsOfDays({ from: '2026-12-31', to: '2026-12-31' }).until).toBe('2027-01-01T05:00:00.000Z');
  });

  it('starts a day whose midnight the clock skips at the hour after, and one it repeats at the first', () => {
    // Havana's clocks go forward at midnight on 8 March 2026, and back from 01:00 to midnight on 1 November.
    setGroupZone('America/Havana');
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = day.split('-').map(Number);
      const start = startOfGroupDay(y, m, d);
      expect(groupDay(start), day).toBe(day);
      expect(groupDay(start.getTime() - 1000), day).not.toBe(day);
    }
    expect(groupClock(startOfGroupDay(2026, 3, 8))).toBe('2026-03-08 01:00');
    expect(startOfGroupDay(2026, 11, 1).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});
