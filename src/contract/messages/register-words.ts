import type { Wording } from '../language-words';

/** What the registers of members in hardship and members working away say. */
export const REGISTER_WORDS = {
  'hardship.aidPurpose': [
    '困难党员帮扶慰问：{name}',
    'Aid to a member in hardship: {name}',
    'Ayuda a un militante en dificultad: {name}',
  ],
  'hardship.duesNeedAmount': [
    '党费列支的慰问应填写金额',
    'Aid paid from party dues needs its amount',
    'La ayuda pagada con cuotas necesita su importe',
  ],
  'hardship.helperIsMember': [
    '帮扶责任人不能是困难党员本人',
    'The assigned helper cannot be the member in hardship',
    'El responsable de ayuda no puede ser el propio militante',
  ],
  'hardship.notFound': [
    '困难党员登记不存在',
    'The member in hardship is not on the register',
    'El militante en dificultad no está registrado',
  ],
  'hardship.closed': [
    '该困难党员已脱困销号，不能再登记慰问',
    'This hardship is over: no more visits are recorded on it',
    'Esta dificultad está superada: no se registran más visitas',
  ],
  'hardship.ledgerKeptByAid': [
    '该支出由困难党员帮扶慰问记录生成，请在慰问记录中修改或删除',
    'This entry was written by a visit to a member in hardship: change or delete it there',
    'Este asiento lo escribió una visita a un militante en dificultad: cámbielo o bórrelo allí',
  ],
  'away.alreadyAway': [
    '该党员已有未返回的流动党员登记',
    'This member is already registered as working away',
    'Este militante ya está registrado como desplazado',
  ],
  'away.untilBeforeSince': [
    '预计返回日期不能早于外出日期',
    'The expected return cannot be before leaving',
    'El regreso previsto no puede ser anterior a la salida',
  ],
  'away.returnedOnFormat': [
    '返回日期应为有效日期（YYYY-MM-DD），且不早于外出日期',
    'The return date is a valid date (YYYY-MM-DD), not before leaving',
    'La fecha de regreso es una fecha válida (AAAA-MM-DD), no anterior a la salida',
  ],
} as const satisfies Record<string, Wording>;
