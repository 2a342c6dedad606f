import type { Wording } from '../language-words';

/** What member points say: the rules' matters and the branch's entries. */
export const POINTS_WORDS = {
  'rule.matter.pointsRule': [
    '积分规则的参数值为“每次分值,年度上限”，如 2,60 或 -5,30；分值不为0，不设上限时只填分值',
    'A points rule reads "points,yearly cap", such as 2,60 or -5,30; the points are not 0, and without a cap only the points',
    'Una regla de puntos es "puntos,tope anual", como 2,60 o -5,30; los puntos no son 0, y sin tope solo los puntos',
  ],
  'points.zero': ['分值不能为0', 'The points cannot be 0', 'Los puntos no pueden ser 0'],
  'points.memberLeft': [
    '该党员不在正常党籍状态，不能加减分',
    'This member is not in active standing: no points are entered for them',
    'Este militante no está en activo: no se anotan puntos',
  ],
  'points.futureDate': [
    '事项日期不能晚于今天',
    'The date cannot be later than today',
    'La fecha no puede ser posterior a hoy',
  ],
} as const satisfies Record<string, Wording>;
