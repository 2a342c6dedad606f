import { useResourceText } from '@/components/resource';

/** Words of the organisational-life screens that the definitions do not carry, [zh, en, es]. */
const TEXTS = {
  complianceTitle: ['“三会一课”落实情况', 'Meetings against the rules', 'Reuniones frente a las normas'],
  org: ['组织', 'Organisation', 'Organización'],
  year: ['年度', 'Year', 'Año'],
  quarter: ['季度', 'Quarter', 'Trimestre'],
  wholeYear: ['全年', 'Whole year', 'Todo el año'],
  quarterN: ['第{n}季度', 'Q{n}', 'T{n}'],
  branch: ['支部', 'Branch', 'Célula'],
  coverage: ['参学率', 'Covered', 'Cubiertos'],
  coverageHelp: [
    '已通过会议中出席或已补学的党员人次 / 应到人次',
    'Members present or made up / expected, over approved meetings',
    'Presentes o recuperados / convocados',
  ],
  met: ['已达标', 'Met', 'Cumplido'],
  due: ['进行中', 'Due', 'Pendiente'],
  missed: ['未达标', 'Missed', 'Incumplido'],
  upcoming: ['未开始', 'Not started', 'Sin empezar'],
  ruleEvery: ['{type}每{p}{n}次', '{type}: {n} a {p}', '{type}: {n} por {p}'],
  periodMonth: ['{n}月', 'M{n}', 'M{n}'],
  periodQuarter: ['Q{n}', 'Q{n}', 'T{n}'],
  periodHalf: ['H{n}', 'H{n}', 'S{n}'],
  periodYear: ['全年', 'Year', 'Año'],
  noRules: [
    '该范围内没有适用会议制度的组织',
    'No organisation in this range has meeting rules',
    'Ninguna organización tiene normas',
  ],
  attendance: ['出勤与补学', 'Attendance and make-up study', 'Asistencia y recuperación'],
  member: ['党员', 'Member', 'Miembro'],
  status: ['出勤', 'Attendance', 'Asistencia'],
  present: ['出席', 'Present', 'Presente'],
  absent: ['缺席', 'Absent', 'Ausente'],
  notExpected: ['不参加', 'Not expected', 'No convocado'],
  unrecorded: ['未登记', 'Not recorded', 'Sin registrar'],
  reason: ['缺席原因', 'Reason', 'Motivo'],
  makeUp: ['补学', 'Make-up', 'Recuperación'],
  madeUp: ['已补学 {at}', 'Made up {at}', 'Recuperada {at}'],
  notMadeUp: ['未补学', 'Not yet', 'Pendiente'],
  persons: ['{n}人', '{n}', '{n}'],
  pickOrgFirst: ['请先选择组织', 'Choose the organisation first', 'Elija primero la organización'],
  allPresent: ['全部出席', 'All present', 'Todos presentes'],
  queueTitle: ['待审核', 'Waiting for review', 'Pendiente de revisión'],
  kind: ['类别', 'Kind', 'Tipo'],
  submittedAt: ['提交时间', 'Submitted', 'Enviado'],
  state: ['状态', 'State', 'Estado'],
  actions: ['操作', 'Actions', 'Acciones'],
  dateRange: ['提交日期', 'Submitted between', 'Enviado entre'],
  title: ['标题', 'Title', 'Título'],
  open: ['查看', 'Open', 'Abrir'],
  sharedTitle: ['三会一课交流', 'Shared meetings and activities', 'Reuniones compartidas'],
  keyword: ['关键词', 'Keyword', 'Palabra clave'],
  meetingKind: ['会议', 'Meeting', 'Reunión'],
  activityKind: ['活动', 'Activity', 'Actividad'],
  attendanceCount: ['应到{e}人，实到{p}人', '{p} of {e} present', '{p} de {e} presentes'],
  hours: ['志愿服务{n}小时', '{n} volunteer hours', '{n} horas de voluntariado'],
  partners: ['共建单位：{n}', 'Partners: {n}', 'Socios: {n}'],
  decisions: ['决议', 'Decisions', 'Acuerdos'],
  makeUpEmpty: ['没有需要补学的会议', 'Nothing to make up', 'Nada que recuperar'],
  makeUpPending: ['有{n}次会议待补学', '{n} meetings to make up', '{n} reuniones por recuperar'],
  confirmStudied: ['我已学习', 'I have studied it', 'Lo he estudiado'],
  studiedDone: ['已确认补学', 'Make-up confirmed', 'Recuperación confirmada'],
  readContent: ['阅读会议内容', 'Read the content', 'Leer el contenido'],
  missedBecause: ['缺席原因：{r}', 'Absent: {r}', 'Ausente: {r}'],
  search: ['查询', 'Search', 'Buscar'],
  allKinds: ['全部', 'All', 'Todos'],
  checkInQr: ['扫码签到二维码', 'QR code for check-in', 'Código QR de registro'],
  checkInWindow: ['签到时间：{from} 至 {to}', 'Check-in open from {from} to {to}', 'Registro abierto de {from} a {to}'],
  checkInLink: ['签到链接', 'Check-in link', 'Enlace de registro'],
  selfCheckedIn: ['本人扫码', 'Checked in by code', 'Registrado con código'],
} as const;

export type MeetingTextKey = keyof typeof TEXTS;

export function useMeetingText() {
  const { language, label } = useResourceText();
  const index = language === 'zh' ? 0 : language === 'en' ? 1 : 2;
  const t = (key: MeetingTextKey, vars: Record<string, string | number> = {}) =>
    Object.entries(vars).reduce<string>((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), TEXTS[key][index]);
  return { t, language, label };
}
