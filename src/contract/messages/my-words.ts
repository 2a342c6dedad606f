import type { Wording } from '../language-words';

/** A member's own screens: check-in by QR code and record corrections. */
export const MY_WORDS = {
  'checkIn.outsideWindow': [
    '不在签到时间内：会前{before}分钟至会后{after}分钟可签到',
    'Check-in is open from {before} minutes before to {after} minutes after the start',
    'El registro está abierto desde {before} minutos antes hasta {after} minutos después del inicio',
  ],
  'checkIn.notExpected': [
    '您不在本次活动的应到党员之中',
    'You are not among the members expected here',
    'Usted no figura entre los miembros convocados',
  ],
  'checkIn.already': [
    '您已于{time}签到，无需重复签到',
    'You already checked in at {time}',
    'Ya registró su asistencia a las {time}',
  ],
  'checkIn.forged': [
    '签到码无效，请扫描现场出示的二维码',
    'This check-in code is not valid: scan the code shown in the room',
    'Este código no es válido: escanee el código mostrado en la sala',
  ],
  'checkIn.expired': [
    '签到码已过期，请扫描现场出示的最新二维码',
    'This check-in code has expired: scan the code shown in the room now',
    'Este código ha caducado: escanee el código que se muestra ahora',
  ],
  'checkIn.noTime': [
    '该会议尚未确定时间，不能签到',
    'This meeting has no time yet: no check-in',
    'Esta reunión aún no tiene hora: no hay registro',
  ],
  'my.noMember': [
    '您的账号未关联党员信息',
    'Your account is not linked to a member record',
    'Su cuenta no está vinculada a una ficha de militante',
  ],
  'correction.stillOpen': [
    '该项目已有待答复的更正申请',
    'A correction of this item is already awaiting an answer',
    'Ya hay una corrección de este dato pendiente de respuesta',
  ],
} as const satisfies Record<string, Wording>;
