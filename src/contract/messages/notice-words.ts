import type { Wording } from '../language-words';

/**
 * What the server's own figures and refusals say outside the generic pieces: analysis measures,
 * signals and warnings, the dashboard's to-dos and warnings, seals and the transfer letter.
 */
export const NOTICE_WORDS = {
  'analysis.measure.meetings': ['三会一课达标率', 'Meeting compliance', 'Cumplimiento de reuniones'],
  'analysis.measure.fees': ['党费收缴率', 'Dues collected', 'Cuotas cobradas'],
  'analysis.measure.tasks': ['任务平均得分率', 'Task score', 'Puntuación de tareas'],
  'analysis.measure.exams': ['考试合格率', 'Exam pass rate', 'Aprobados'],
  'analysis.measure.study': ['人均学习分钟', 'Study minutes per member', 'Minutos de estudio'],
  'analysis.signal.fees': ['党费', 'Dues', 'Cuotas'],
  'analysis.signal.life': ['组织生活', 'Organisational life', 'Vida orgánica'],
  'analysis.signal.work': ['参加工作', 'Assigned work', 'Trabajo asignado'],
  'analysis.warning.termOverdue': [
    '换届已超期（应于{date}届满）',
    'Term overdue (due {date})',
    'Mandato vencido ({date})',
  ],
  'analysis.warning.termDue': [
    '将于{date}届满，请准备换届',
    'Term ends {date}: prepare the election',
    'El mandato termina el {date}',
  ],
  'analysis.warning.feesUnpaid': [
    '{n}名党员欠缴党费3个月及以上',
    '{n} member(s) owe three months of dues or more',
    '{n} miembro(s) deben tres meses o más',
  ],
  'analysis.warning.taskOverdue': ['任务已逾期未提交：{title}', 'Task overdue: {title}', 'Tarea vencida: {title}'],
  'analysis.warning.rectificationOverdue': [
    '整改逾期：{subject}',
    'Rectification overdue: {subject}',
    'Rectificación vencida: {subject}',
  ],

  'dashboard.recordCorrection': [
    '党员信息更正申请待答复',
    'Record corrections awaiting an answer',
    'Correcciones de ficha pendientes de respuesta',
  ],
  'dashboard.dueConversion': [
    '预备党员转正到期',
    'Probationary members due for full membership',
    'Miembros en prueba a punto de pasar a pleno derecho',
  ],
  'dashboard.smallBranch': [
    '{org}正式党员仅{n}名，不足3名',
    '{org} has only {n} full member(s), fewer than 3',
    '{org} solo tiene {n} miembro(s) de pleno derecho, menos de 3',
  ],
  'dashboard.lostContact': ['失联党员{n}名', '{n} member(s) out of contact', '{n} miembro(s) sin contacto'],

  'seal.unusable.suspended': [
    '印章“{seal}”已停用，不能用印',
    'The seal “{seal}” is suspended and cannot be used',
    'El sello «{seal}» está suspendido y no se puede usar',
  ],
  'seal.unusable.destroyed': [
    '印章“{seal}”已销毁，不能用印',
    'The seal “{seal}” is destroyed and cannot be used',
    'El sello «{seal}» está destruido y no se puede usar',
  ],
  'seal.unusable.other': [
    '印章“{seal}”不在使用中，不能用印',
    'The seal “{seal}” is not in use and cannot be used',
    'El sello «{seal}» no está en uso y no se puede usar',
  ],
  'seal.noImage': [
    '印章“{seal}”没有印模图像，不能用于打印',
    'The seal “{seal}” has no impression image and cannot be printed',
    'El sello «{seal}» no tiene imagen de la impresión y no se puede imprimir',
  ],

  'transfer.letter.foreignSeal': [
    '只能使用转出组织或其上级组织的印章',
    'Only a seal of the sending organisation or of one above it may be used',
    'Solo se puede usar un sello de la organización de origen o de una superior',
  ],
  'transfer.letter.noSeal': [
    '转出组织及其上级组织没有登记印章，不能开具介绍信',
    'Neither the sending organisation nor any above it has a seal registered: no letter can be issued',
    'Ni la organización de origen ni ninguna superior tiene un sello registrado: no se puede emitir la carta',
  ],
  'transfer.letter.notFound': ['转接记录不存在', 'The transfer does not exist', 'El traslado no existe'],
  'transfer.letter.notOutgoing': [
    '只有转出的组织关系才由本组织开具介绍信',
    'This organisation issues a letter only for a transfer out',
    'Esta organización solo emite carta para un traslado de salida',
  ],
  'transfer.letter.cancelled': [
    '已撤销的转接不能开具介绍信',
    'A cancelled transfer cannot be given a letter',
    'No se puede emitir carta para un traslado anulado',
  ],
  /** The letter and its seal-use entry are an official Chinese document: they are always worded in zh. */
  'transfer.letter.document': [
    '中国共产党党员组织关系介绍信（{member}）',
    'Letter of transfer of party membership ({member})',
    'Carta de traslado de la afiliación al partido ({member})',
  ],
  'transfer.letter.purpose': [
    '党员组织关系转接：{from} → {to}',
    'Transfer of party membership: {from} → {to}',
    'Traslado de la afiliación: {from} → {to}',
  ],
} as const satisfies Record<string, Wording>;
