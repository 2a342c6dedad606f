import type { Wording } from '../language-words';

/**
 * The soft rules' warnings a record carries (organisation size, statutory dates, back pay, an
 * indicator's points), with {name} for a figure. They travel as messages and are worded where shown.
 */
export const WARNING_WORDS = {
  'warning.branchTooSmall': [
    '正式党员{full}名，不足3名，不符合成立党支部的条件',
    '{full} full members: fewer than the 3 a branch needs',
    '{full} miembros plenos: menos de los 3 que necesita una célula',
  ],
  'warning.branchNeedsCommittee': [
    '正式党员{full}名，达到7名以上，应设立支部委员会',
    '{full} full members: a branch of 7 or more elects a branch committee',
    '{full} miembros plenos: una célula de 7 o más elige un comité',
  ],
  'warning.generalBranchSize': [
    '党员{members}名，党总支一般为50至100名',
    '{members} members: a general branch usually has 50 to 100',
    '{members} miembros: una célula general suele tener de 50 a 100',
  ],
  'warning.committeeTooSmall': [
    '党员{members}名，不足100名，一般不设立党委',
    '{members} members: fewer than the 100 a party committee usually has',
    '{members} miembros: menos de los 100 de un comité del partido',
  ],
  'warning.talkWithinMonth': [
    '收到入党申请书后应在1个月内派人谈话',
    'Someone should talk to the applicant within a month of the application',
    'Alguien debe hablar con el solicitante en el mes siguiente a la solicitud',
  ],
  'warning.talkedLate': [
    '谈话晚于递交申请后1个月',
    'The talk came more than a month after the application',
    'La entrevista llegó más de un mes después de la solicitud',
  ],
  'warning.approvalOverdue': [
    '上级党委审批已超过6个月的最长期限',
    'The higher committee’s approval is past the 6-month limit',
    'La aprobación del comité superior supera el límite de 6 meses',
  ],
  'warning.approvalDue': [
    '上级党委应在3个月内审批',
    'The higher committee should approve within 3 months',
    'El comité superior debe aprobar en 3 meses',
  ],
  'warning.probationOver': [
    '预备期已满，应及时讨论能否转为正式党员',
    'Probation is over: discuss full membership without delay',
    'El periodo de prueba ha terminado: debata cuanto antes la admisión plena',
  ],
  'warning.rectificationOverdue': [
    '整改已逾期（期限 {deadline}）',
    'Rectification overdue (due {deadline})',
    'Corrección vencida (plazo {deadline})',
  ],
  'warning.indicatorPoints': [
    '下级指标分值合计{sum}，与本指标分值{points}不一致',
    'The indicators below add up to {sum}, not this indicator’s {points}',
    'Los indicadores inferiores suman {sum}, no los {points} de este',
  ],
  'warning.backPay': [
    '补缴{months}个月前的党费，超过{limit}个月的补缴期限，请在说明中注明原因',
    'Dues paid {months} months late, past the {limit}-month limit for back pay: give the reason in the remark',
    'Cuotas pagadas con {months} meses de retraso, más allá del límite de {limit}: indique el motivo',
  ],
} as const satisfies Record<string, Wording>;
