import type { Sample } from './index';

export const SAMPLES: Record<string, Sample> = {
  agendaItem: {
    make: (_ctx, n) => ({
      title: `样例日程${n}`,
      startAt: '2026-11-24T01:00:00.000Z',
      endAt: '2026-11-24T02:00:00.000Z',
      place: '会议室',
    }),
    editable: 'note',
    visibility: 'personal',
  },
};
