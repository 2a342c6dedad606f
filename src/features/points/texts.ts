import { useTexts } from '@/components/use-texts';
import { useAppSelector } from '@/store/hooks';
import { dictLabel } from '@/store/dictionary-slice';
import type { PointsSource } from '@/contract/points-rules';

/** Words of the member points screens, [zh, en, es]. */
export const POINTS_TEXTS = {
  ranking: ['积分排名', 'Ranking', 'Clasificación'],
  entries: ['支部加减分', 'Branch entries', 'Anotaciones de la célula'],
  org: ['组织', 'Organisation', 'Organización'],
  year: ['年度', 'Year', 'Año'],
  name: ['姓名', 'Name', 'Nombre'],
  find: ['查找党员', 'Find a member', 'Buscar militante'],
  rank: ['排名', 'Rank', 'Puesto'],
  branchRank: ['支部内排名', 'Rank in branch', 'Puesto en la célula'],
  branch: ['所在支部', 'Branch', 'Célula'],
  total: ['年度积分', 'Year points', 'Puntos del año'],
  rules: ['积分规则', 'Rules', 'Reglas'],
  ruleLine: [
    '{name}：{points}分/次，上限{cap}',
    '{name}: {points} each, cap {cap}',
    '{name}: {points} c/u, tope {cap}',
  ],
  noCap: ['不封顶', 'none', 'sin tope'],
  detail: ['积分明细', 'Points detail', 'Detalle de puntos'],
  date: ['日期', 'Date', 'Fecha'],
  source: ['积分项', 'Source', 'Origen'],
  item: ['事项', 'Item', 'Asunto'],
  points: ['分值', 'Points', 'Puntos'],
  capped: ['已达年度上限', 'Yearly cap reached', 'Tope anual alcanzado'],
  minutes: ['{n}分钟', '{n} min', '{n} min'],
  count: ['{n}次', '{n} times', '{n} veces'],
  hours: ['{n}小时', '{n} h', '{n} h'],
  months: ['{n}个月', '{n} months', '{n} meses'],
  members: ['共{n}人', '{n} members', '{n} militantes'],
} as const;

/** The points screens' words, and the name of a source of points in the language shown. */
export function usePointsText() {
  const texts = useTexts(POINTS_TEXTS);
  const dictionary = useAppSelector((s) => s.dictionary);
  const sourceName = (source: PointsSource) => dictLabel({ dictionary }, 'pointsSource', source);
  return { ...texts, sourceName };
}
