import { useAppSelector } from '@/store/hooks';

/** Words of a member's own screens, [zh, en, es]. */
const TEXTS = {
  myTodos: ['我的待办', 'My to-dos', 'Mis pendientes'],
  nothingToDo: ['暂无待办，谢谢您的参与！', 'Nothing to do now. Thank you!', 'Nada pendiente. ¡Gracias!'],
  full: ['正式党员', 'Full member', 'Miembro de pleno derecho'],
  probationary: ['预备党员', 'Probationary member', 'Miembro en prueba'],
  paidUpTo: ['党费已缴至{m}', 'Dues paid up to {m}', 'Cuotas pagadas hasta {m}'],
  nothingPaid: ['暂无党费缴纳记录', 'No dues paid yet', 'Sin cuotas pagadas'],
  todoExam: ['参加考试：{t}', 'Take the exam: {t}', 'Hacer el examen: {t}'],
  todoVote: ['参加投票：{t}', 'Vote: {t}', 'Votar: {t}'],
  todoStudy: ['完成学习：{t}', 'Study: {t}', 'Estudiar: {t}'],
  todoStudies: ['完成{n}项学习', 'Finish {n} study programmes', 'Terminar {n} programas de estudio'],
  todoMakeUp: ['补学{n}次缺席的会议', 'Make up {n} missed meetings', 'Recuperar {n} reuniones'],
  todoMeeting: ['{d} 参加：{t}', '{d}: {t}', '{d}: {t}'],
  todoAnnouncements: ['{n}条通知未读', '{n} unread announcements', '{n} avisos sin leer'],
  todoDues: ['{n}个月党费待缴', 'Dues unpaid for {n} months', 'Cuotas sin pagar de {n} meses'],
  todoCorrection: ['更正申请已答复：{f}', 'Correction answered: {f}', 'Corrección respondida: {f}'],
  myScreens: ['我的功能', 'My screens', 'Mis pantallas'],
  checkInNow: ['扫码签到', 'Check in', 'Registrarse'],
  tileStudy: ['学习', 'Study', 'Estudio'],
  tileExams: ['考试', 'Exams', 'Exámenes'],
  tileVotes: ['投票', 'Votes', 'Votaciones'],
  tileAnnouncements: ['通知公告', 'Announcements', 'Avisos'],
  tileDues: ['我的党费', 'My dues', 'Mis cuotas'],
  tileMeetings: ['我的会议', 'My meetings', 'Mis reuniones'],
  tileRecord: ['我的档案', 'My record', 'Mi ficha'],
  loading: ['正在加载…', 'Loading…', 'Cargando…'],
  loadFailed: ['加载失败', 'Could not load', 'No se pudo cargar'],
  retry: ['重试', 'Try again', 'Reintentar'],
  offline: [
    '没有网络连接：显示的是上次加载的内容，连接恢复后自动更新',
    'No connection: you see what was loaded last; it updates once you are back online',
    'Sin conexión: ve lo último cargado; se actualiza al volver la conexión',
  ],
  year: ['{y}年', '{y}', '{y}'],
  yearTotal: [
    '全年应缴{due}元，已缴{paid}元',
    'This year: {due} due, {paid} paid',
    'Este año: {due} a pagar, {paid} pagado',
  ],
  due: ['应缴', 'Due', 'A pagar'],
  paid: ['实缴', 'Paid', 'Pagado'],
  paidOn: ['缴纳日期', 'Paid on', 'Pagado el'],
  noDues: ['本年度暂无党费记录', 'No dues this year', 'Sin cuotas este año'],
  statusPaid: ['已缴', 'Paid', 'Pagada'],
  statusUnpaid: ['未缴', 'Unpaid', 'Sin pagar'],
  statusBackPaid: ['补缴', 'Paid late', 'Pagada tarde'],
  statusExempt: ['免缴', 'Exempt', 'Exenta'],
  statusReduced: ['减缴', 'Reduced', 'Reducida'],
  attended: ['已出席', 'Attended', 'Asistió'],
  missed: ['缺席', 'Missed', 'Faltó'],
  upcoming: ['待参加', 'Ahead', 'Próxima'],
  selfCheckIn: ['扫码签到', 'Checked in by code', 'Registrado con código'],
  absentBecause: ['缺席原因：{r}', 'Absent: {r}', 'Ausente: {r}'],
  makeUpDone: ['已补学', 'Made up', 'Recuperada'],
  makeUpNeeded: [
    '需补学：阅读会议内容后确认',
    'Make-up study needed: read the content, then confirm',
    'Debe recuperarla: lea el contenido y confirme',
  ],
  makeUpOpen: ['去补学', 'Make it up', 'Recuperar'],
  noMeetings: ['本年度暂无会议', 'No meetings this year', 'Sin reuniones este año'],
  meetingKind: ['会议', 'Meeting', 'Reunión'],
  activityKind: ['活动', 'Activity', 'Actividad'],
  recordIntro: [
    '以下是支部保存的您的信息，敏感信息已部分隐藏。如有错误，请申请更正。',
    'This is what your branch holds about you; sensitive values are partly hidden. Ask for a correction if anything is wrong.',
    'Esto es lo que su célula guarda de usted; los datos sensibles están ocultos en parte. Pida una corrección si algo está mal.',
  ],
  requestCorrection: ['申请更正', 'Request a correction', 'Pedir una corrección'],
  correctionField: ['更正项目', 'What is wrong', 'Dato erróneo'],
  correctionProposed: ['应为', 'Should read', 'Debería decir'],
  correctionReason: ['说明（可选）', 'Explanation (optional)', 'Explicación (opcional)'],
  send: ['提交', 'Send', 'Enviar'],
  cancel: ['取消', 'Cancel', 'Cancelar'],
  sent: [
    '已提交，支部书记答复后会显示在您的待办中',
    'Sent: the answer will show among your to-dos',
    'Enviada: la respuesta aparecerá en sus pendientes',
  ],
  myCorrections: ['我的更正申请', 'My correction requests', 'Mis correcciones'],
  awaiting: ['待答复', 'Awaiting an answer', 'Pendiente'],
  answer: ['答复：{n}', 'Answer: {n}', 'Respuesta: {n}'],
  checkInTitle: ['扫码签到', 'Check-in', 'Registro de asistencia'],
  checkingIn: ['正在签到…', 'Checking you in…', 'Registrando…'],
  checkedIn: ['签到成功：{t}', 'You are checked in: {t}', 'Registrado: {t}'],
  checkedInAt: ['签到时间 {at}', 'Checked in at {at}', 'Registrado a las {at}'],
  noCode: [
    '链接中没有签到码，请重新扫描二维码',
    'The link holds no check-in code: scan the QR code again',
    'El enlace no tiene código: escanee de nuevo',
  ],
  toHome: ['返回首页', 'Back to my home', 'Volver al inicio'],
  progressOf: ['{t}：已完成{p}%', '{t}: {p}% done', '{t}: {p}% hecho'],
} as const;

export type MyTextKey = keyof typeof TEXTS;

/** The words of the member's screens in the language shown, with `{name}` parameters filled in. */
export function useMyText() {
  const language = useAppSelector((s) => s.app.language);
  const index = language === 'zh' ? 0 : language === 'en' ? 1 : 2;
  const t = (key: MyTextKey, vars: Record<string, string | number> = {}) =>
    Object.entries(vars).reduce<string>((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), TEXTS[key][index]);
  return { t, language };
}
