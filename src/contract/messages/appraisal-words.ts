import type { Wording } from '../language-words';

/** What the democratic appraisal (民主评议党员) says: the round, the ballots, the grades and their cap. */
export const APPRAISAL_WORDS = {
  'rule.matter.excellentPercent': [
    '优秀比例上限（占参评党员的百分比）',
    'the cap of Excellent grades (per cent of the members appraised)',
    'el tope de Excelente (por ciento de los militantes evaluados)',
  ],
  'appraisal.notFound': ['该民主评议不存在', 'No such appraisal', 'No existe esa evaluación'],
  'appraisal.membersOutside': [
    '参评党员应属于本支部',
    'The members taking part must belong to the branch',
    'Los militantes evaluados deben pertenecer a la célula',
  ],
  'appraisal.endsBeforeStart': [
    '结束日期不能早于开始日期',
    'The end cannot come before the start',
    'El final no puede ser anterior al inicio',
  ],
  'appraisal.meetingOutside': [
    '关联的组织生活会应属于本支部',
    'The meeting linked must be one of the branch',
    'La reunión vinculada debe ser de la célula',
  ],
  'appraisal.notOpen': ['该民主评议不在评议阶段', 'The appraisal is not under way', 'La evaluación no está en curso'],
  'appraisal.notProposing': [
    '当前状态不能提出评定等次',
    'Grades cannot be proposed in this state',
    'No se pueden proponer calificaciones en este estado',
  ],
  'appraisal.notTakingPart': [
    '你不是本次民主评议的参评党员',
    'You are not taking part in this appraisal',
    'No participa en esta evaluación',
  ],
  'appraisal.notAMember': [
    '所选党员不在本次民主评议的参评名单中',
    'A member chosen is not taking part in this appraisal',
    'Un militante elegido no participa en esta evaluación',
  ],
  'appraisal.alreadyVoted': [
    '你已投过票，每人只能投一次',
    'You have already cast your ballot: one each',
    'Ya emitió su voto: uno por persona',
  ],
  'appraisal.gradeEveryPeer': [
    '请为每一位参评党员评定等次',
    'Give a grade to every member taking part',
    'Califique a cada militante evaluado',
  ],
  'appraisal.overCap': [
    '优秀等次不超过参评党员的{percent}%，本次最多{allowed}名，已评定{count}名',
    'At most {percent}% of the members may be rated Excellent: {allowed} here, {count} proposed',
    'Como mucho el {percent}% puede ser Excelente: {allowed} aquí, {count} propuestos',
  ],
  'appraisal.reasonRequired': [
    '评定为不合格须写明理由',
    'A grade of Unqualified needs a reason',
    'Una calificación de No apto requiere un motivo',
  ],
  'appraisal.followUpRequired': [
    '评定为不合格须选择处置方式（限期改正、劝其退党或除名）',
    'A grade of Unqualified needs a follow-up (correct within a set time, advise to leave, or remove)',
    'Una calificación de No apto requiere un seguimiento (corregir en un plazo, aconsejar dejar o dar de baja)',
  ],
  'appraisal.ungraded': [
    '还有{n}名参评党员未提出评定等次',
    '{n} members have no grade proposed yet',
    'Faltan {n} militantes por calificar',
  ],
  'appraisal.noMembers': ['请选择参评党员', 'Choose the members taking part', 'Elija los militantes evaluados'],
  'appraisal.noFollowUp': [
    '该党员没有待办的处置事项',
    'This member has no follow-up to do',
    'Este militante no tiene seguimiento pendiente',
  ],
  'dashboard.appraisalFollowUp': [
    '民主评议不合格党员待处置',
    'Follow-ups of members appraised Unqualified',
    'Seguimientos de militantes evaluados No apto',
  ],
  'appraisal.historyReason': [
    '{year}年度民主评议：{grade}',
    'Democratic appraisal {year}: {grade}',
    'Evaluación democrática {year}: {grade}',
  ],
} as const satisfies Record<string, Wording>;
