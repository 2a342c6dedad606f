import type { Wording } from '../language-words';

/** What the areas’ own calls answer: exams, study, votes, accounts, dues, articles, agendas and seals. */
export const AREA_WORDS = {
  'exam.notPublished': [
    '考试不存在或尚未发布',
    'The exam does not exist or is not published',
    'El examen no existe o no está publicado',
  ],
  'exam.notATaker': [
    '您不在本次考试的参考范围内',
    'You are not among those who take this exam',
    'Usted no está entre quienes hacen este examen',
  ],
  'exam.foreignQuestion': [
    '答案中有不属于本试卷的试题',
    'The answers name a question that is not on this paper',
    'Las respuestas nombran una pregunta ajena a este examen',
  ],
  'exam.badOption': [
    '答案中有无效的选项',
    'The answers hold an option that is not valid',
    'Las respuestas contienen una opción no válida',
  ],
  'exam.oneOption': [
    '单选题和判断题只能选择一个选项',
    'Single-choice and true-or-false questions take one option',
    'Las preguntas de opción única y de verdadero o falso admiten una opción',
  ],
  'exam.alreadyTaken': [
    '您已参加过本次考试，每人只有一次机会',
    'You have already taken this exam: everyone has one attempt',
    'Ya hizo este examen: cada persona tiene un intento',
  ],
  'exam.notOpen': ['考试尚未开始', 'The exam has not started yet', 'El examen aún no ha empezado'],
  'exam.closed': ['考试已结束', 'The exam is over', 'El examen ha terminado'],
  'exam.timeUp': ['考试时间已到', 'Time is up', 'Se acabó el tiempo'],
  'exam.startFirst': ['请先开始考试', 'Start the exam first', 'Empiece primero el examen'],
  'exam.alreadyHandedIn': [
    '您已交卷，每人只有一次机会',
    'You have handed in your paper: everyone has one attempt',
    'Ya entregó su examen: cada persona tiene un intento',
  ],
  'exam.timeUpRefused': [
    '考试时间已到，答案未被接受',
    'Time is up: the answers were not accepted',
    'Se acabó el tiempo: no se aceptaron las respuestas',
  ],
  'study.notYours': [
    '学习内容不存在或不在您的学习范围内',
    'This content does not exist or is not among what you study',
    'Este contenido no existe o no está entre lo que usted estudia',
  ],
  'study.notOpen': ['该专题尚未开放', 'This programme is not open yet', 'Este programa aún no está abierto'],
  'study.closed': ['该专题已截止', 'This programme has closed', 'Este programa ya ha cerrado'],
  'study.openFirst': ['请先打开学习内容', 'Open the content first', 'Abra primero el contenido'],
  'study.noMember': [
    '当前账号未关联党员，不能参加学习和考试',
    'This account is not linked to a member: it cannot study or take exams',
    'Esta cuenta no está vinculada a un militante: no puede estudiar ni examinarse',
  ],
  'exam.bankTooSmall': [
    '题库中的试题不足以组卷，请联系考试组织者',
    'The question bank is too small for this paper; contact the organiser',
    'El banco de preguntas no basta para este examen; contacte con el organizador',
  ],
  'vote.notFound': ['投票不存在', 'The vote does not exist', 'La votación no existe'],
  'vote.notAVoter': ['您不是本次投票的投票人', 'You are not a voter in this vote', 'Usted no vota en esta votación'],
  'vote.notOpen': ['投票尚未开始', 'The vote has not opened yet', 'La votación aún no se ha abierto'],
  'vote.closed': ['投票已结束', 'The vote is over', 'La votación ha terminado'],
  'vote.alreadyVoted': [
    '您已投过票，每人只能投一次',
    'You have already voted: everyone votes once',
    'Ya votó: cada persona vota una vez',
  ],
  'account.toggleSelf': [
    '不能停用或启用本人账号',
    'You cannot disable or enable your own account',
    'No puede desactivar ni activar su propia cuenta',
  ],
  'account.grantSelf': [
    '不能给本人账号授权',
    'You cannot grant rights to your own account',
    'No puede dar permisos a su propia cuenta',
  ],
  'account.unknownOrgs': [
    '授权组织中有不存在的组织',
    'The granted organisations include one that does not exist',
    'Las organizaciones concedidas incluyen una que no existe',
  ],
  'account.orgsOutOfScope': [
    '授权组织超出您的管理范围',
    'The granted organisations go beyond what you manage',
    'Las organizaciones concedidas exceden lo que usted gestiona',
  ],
  'fees.chooseRows': [
    '请选择要标记已缴的记录',
    'Choose the records to mark as paid',
    'Elija los registros que marcar como pagados',
  ],
  'record.someOutOfScope': [
    '有记录不存在或不在您的管理范围内',
    'Some records do not exist or are outside what you manage',
    'Algunos registros no existen o están fuera de lo que usted gestiona',
  ],
  'fees.proxyOutOfScope': [
    '代缴人不存在或不在您的管理范围内',
    'The member paying on behalf does not exist or is outside what you manage',
    'Quien paga en nombre de otro no existe o está fuera de lo que usted gestiona',
  ],
  'fees.paidBeforeMonthOf': [
    '缴纳日期不能早于党费所属月份（{month}）',
    'The payment cannot be dated before the month of the dues ({month})',
    'El pago no puede ser anterior al mes de las cuotas ({month})',
  ],
  'org.notFound': ['组织不存在', 'The organisation does not exist', 'La organización no existe'],
  'fees.notYourOrg': [
    '无权查看该组织的党费',
    'You may not see this organisation’s dues',
    'No puede ver las cuotas de esta organización',
  ],
  'article.receiptsForAnnouncements': [
    '只有通知公告有阅读回执',
    'Only announcements have read receipts',
    'Solo los avisos tienen acuses de lectura',
  ],
  'article.notPublished': [
    '文章不存在或未发布',
    'The article does not exist or is not published',
    'El artículo no existe o no está publicado',
  ],
  'org.outOfScope': [
    '组织不存在或不在您的管理范围内',
    'The organisation does not exist or is outside what you manage',
    'La organización no existe o está fuera de lo que usted gestiona',
  ],
  'agenda.leaderHidden': [
    '领导不存在或您无权查看其日程',
    'The leader does not exist or you may not see their agenda',
    'El dirigente no existe o no puede ver su agenda',
  ],
  'time.toBeforeFrom': [
    '结束日期不能早于开始日期',
    'The end date cannot be before the start date',
    'La fecha final no puede ser anterior a la inicial',
  ],
  'time.rangeTooLong': [
    '日期范围不能超过{days}天',
    'The range cannot exceed {days} days',
    'El intervalo no puede superar {days} días',
  ],
  'seal.notFound': ['印章不存在', 'The seal does not exist', 'El sello no existe'],
  'seal.notKeeper': [
    '您不是印章“{seal}”的保管人，也没有用印权限',
    'You neither keep the seal “{seal}” nor may use it',
    'No custodia el sello «{seal}» ni puede usarlo',
  ],
} as const satisfies Record<string, Wording>;
