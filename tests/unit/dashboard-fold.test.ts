import { describe, expect, it } from 'vitest';
import { foldAlike } from '../../server/lib/calendar-fold';

const receipt = (id: number, orgId: number, date = '2026-12-01') => ({
  date,
  title: '年终总结',
  kind: 'workArrangement',
  link: `/partyAffairs/workargmt?tab=received&receipt=${id}`,
  orgId,
});

describe('calendar items on the home screen', () => {
  it('folds the receipts of one arrangement by several branches into one line that opens them all', () => {
    const folded = foldAlike([receipt(1, 11), receipt(2, 12), receipt(3, 13)]);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({ title: '年终总结', count: 3, link: '/partyAffairs/workargmt?tab=received' });
  });

  it('keeps apart items of another day, kind or title, and leaves a single item as it is', () => {
    const meeting = {
      date: '2026-12-01',
      title: '支部党员大会',
      kind: 'meeting',
      link: '/meetings/three?id=4',
      orgId: 11,
    };
    const folded = foldAlike([
      receipt(1, 11),
      receipt(2, 12, '2026-12-02'),
      meeting,
      { ...meeting, title: '支委会', link: '/meetings/three?id=5' },
    ]);
    expect(folded.map((i) => [i.kind, i.title, i.date, i.count, i.link])).toEqual([
      ['workArrangement', '年终总结', '2026-12-01', 1, '/partyAffairs/workargmt?tab=received&receipt=1'],
      ['workArrangement', '年终总结', '2026-12-02', 1, '/partyAffairs/workargmt?tab=received&receipt=2'],
      ['meeting', '支部党员大会', '2026-12-01', 1, '/meetings/three?id=4'],
      ['meeting', '支委会', '2026-12-01', 1, '/meetings/three?id=5'],
    ]);
  });

  it('opens the first one’s screen, without its query, when alike items lead to different screens', () => {
    const folded = foldAlike([receipt(1, 11), { ...receipt(2, 12), link: '/partyAffairs/other?receipt=2' }]);
    expect(folded[0]).toMatchObject({ count: 2, link: '/partyAffairs/workargmt' });
  });
});
