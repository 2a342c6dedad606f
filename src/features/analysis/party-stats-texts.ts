import type { Language } from '@/contract';

const T = {
  asOf: ['统计时点', 'As of', 'A fecha de'],
  export: ['导出年报', 'Export the forms', 'Exportar los formularios'],
  item: ['项目', 'Item', 'Concepto'],
  total: ['合计', 'Total', 'Total'],
  parts: ['其中', 'Of which', 'De los cuales'],
  unexplained: ['未归入任何一项', 'In no category', 'En ninguna categoría'],
  year: ['本年度：{from} 至 {to}', 'Year: {from} to {to}', 'Año: del {from} al {to}'],
  records: ['名单', 'Who they are', 'Quiénes son'],
  name: ['名称', 'Name', 'Nombre'],
  org: ['所在组织', 'Organisation', 'Organización'],
  shown: ['共 {n} 条，显示前 {m} 条', '{n} in all, the first {m} shown', '{n} en total, se muestran los {m} primeros'],
} as const;

export type PartyStatsText = keyof typeof T;
const INDEX: Record<Language, 0 | 1 | 2> = { zh: 0, en: 1, es: 2 };

export function partyStatsText(key: PartyStatsText, language: Language, vars: Record<string, string | number> = {}) {
  return T[key][INDEX[language]].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
