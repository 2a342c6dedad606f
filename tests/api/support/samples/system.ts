import type { Sample } from './index';

export const SAMPLES: Record<string, Sample> = {
  indicator: {
    make: (_ctx, n) => ({ code: `IX-${n}`, name: '样例指标', appliesTo: '3', points: 10 }),
    editable: 'guide',
  },
  matter: {
    make: (_ctx, n) => ({
      code: `test.matter.${n}`,
      name: '样例事项',
      category: 'meetingRule',
      meetingType: '2',
      period: '1',
      times: 1,
      orgTypes: ['3'],
    }),
    editable: 'remark',
  },
  sysCode: {
    make: (_ctx, n) => ({ dictName: 'testList', value: `v${n}`, label: `样例项${n}`, sort: n }),
    editable: 'remark',
  },
  privilege: {
    make: (_ctx, n) => ({
      path: `https://dj.example.com/link/${n}`,
      label: `外部链接${n}`,
      labelEn: `Link ${n}`,
      sort: 900 + (n % 99),
    }),
    editable: 'labelEs',
  },
};
