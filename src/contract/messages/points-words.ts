import type { Wording } from '../language-words';

/** What member points say: the rules' matters and the branch's entries. */
export const POINTS_WORDS = {
  'matter.pointsRequired': [
    '积分规则须填写分值',
    'A points rule needs its points',
    'Una regla de puntos necesita sus puntos',
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
