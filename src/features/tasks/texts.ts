import type { Language } from '@/contract';
import { useAppSelector } from '@/store/hooks';

/** Words of the task screens that the definitions do not carry, [zh, en, es]. */
const TEXTS = {
  indicators: ['考核指标', 'Indicators', 'Indicadores'],
  indicator: ['指标', 'Indicator', 'Indicador'],
  points: ['分值', 'Points', 'Puntos'],
  guide: ['评分标准', 'Scoring guide', 'Guía'],
  editIndicators: ['设置指标', 'Choose indicators', 'Elegir indicadores'],
  noIndicators: ['未设置考核指标', 'No indicators', 'Sin indicadores'],
  totalPoints: ['合计 {n} 分', '{n} points in all', '{n} puntos en total'],
  remind: [
    '{n} 个单位尚未报送，距截止还有 {d} 天',
    '{n} targets have not submitted; {d} days to the deadline',
    '{n} destinatarios sin presentar; faltan {d} días',
  ],
  overdue: [
    '{n} 个单位尚未报送，已超过截止日期',
    '{n} targets have not submitted and the deadline has passed',
    '{n} destinatarios sin presentar; plazo vencido',
  ],
  progress: ['报送进度', 'Progress', 'Progreso'],
  rollCall: ['响应点名', 'Roll-call', 'Pase de lista'],
  headCount: ['已响应 {n} 人', '{n} responded', '{n} respondieron'],
  responder: ['姓名', 'Name', 'Nombre'],
  respondedAt: ['响应时间', 'When', 'Cuándo'],
  what: ['响应情况', 'What they did', 'Qué hicieron'],
  addResponder: ['添加响应人员', 'Add a responder', 'Añadir'],
  member: ['党员', 'Member', 'Miembro'],
  saveRollCall: ['保存点名', 'Save roll-call', 'Guardar'],
  selfScore: ['自评得分', 'Self score', 'Autopuntuación'],
  reviewScore: ['审核评分', 'Review score', 'Puntuación'],
  measured: ['系统测算', 'Measured', 'Medido'],
  saveScores: ['保存自评', 'Save self assessment', 'Guardar autoevaluación'],
  evidence: ['关联佐证', 'Evidence', 'Evidencias'],
  noEvidence: ['暂未关联', 'Nothing linked', 'Nada vinculado'],
  linkReports: ['关联工作总结', 'Link summaries', 'Vincular resúmenes'],
  linkMeetings: ['关联三会一课', 'Link meetings', 'Vincular reuniones'],
  linkActivities: ['关联主题党日', 'Link activities', 'Vincular actividades'],
  changeLinks: ['调整关联', 'Change links', 'Cambiar vínculos'],
  link: ['关联所选', 'Link the selected', 'Vincular selección'],
  unlink: ['取消关联所选', 'Unlink the selected', 'Desvincular selección'],
  notAvailable: [
    '该类记录尚未启用，启用后可在此关联',
    'These records are not available yet; once they are, they can be linked here',
    'Estos registros aún no están disponibles',
  ],
  linked: ['已更新关联', 'Links updated', 'Vínculos actualizados'],
  task: ['任务', 'Task', 'Tarea'],
  requirements: ['工作要求', 'Requirements', 'Requisitos'],
  issuer: ['下发组织', 'Issued by', 'Emitida por'],
  deadline: ['截止日期', 'Deadline', 'Plazo'],
  returnedFor: ['已被退回：{r}', 'Returned: {r}', 'Devuelta: {r}'],
  review: ['审核', 'Review', 'Revisión'],
  pishi: ['批示', 'Instruction', 'Instrucción'],
  pishiPlaceholder: [
    '请输入批示意见（退回时为退回原因）',
    'Write the instruction (the reason, when returning)',
    'Escriba la instrucción (el motivo, al devolver)',
  ],
  sign: ['手写签名', 'Sign by hand', 'Firmar a mano'],
  clearSign: ['清除签名', 'Clear', 'Borrar'],
  signHere: ['请在此处签名', 'Sign here', 'Firme aquí'],
  highlight: [
    '有工作亮点（五星需要）',
    'Has a highlight (needed for five stars)',
    'Tiene un aspecto destacado (necesario para cinco estrellas)',
  ],
  pass: ['通过', 'Pass', 'Aprobar'],
  return: ['退回', 'Return', 'Devolver'],
  reasonNeeded: [
    '退回时请填写批示（退回原因）',
    'A return needs the instruction as its reason',
    'Una devolución necesita el motivo',
  ],
  total: ['合计', 'Total', 'Total'],
  totalScore: ['总分', 'Total score', 'Puntuación total'],
  reviewed: ['审核完成', 'Review recorded', 'Revisión registrada'],
  goReview: ['去审核', 'Review', 'Revisar'],
  stars: ['星级', 'Stars', 'Estrellas'],
  refresh: ['刷新', 'Refresh', 'Actualizar'],
  saved: ['已保存', 'Saved', 'Guardado'],
  open: ['打开', 'Open', 'Abrir'],
  record: ['记录', 'Record', 'Registro'],
  organisation: ['填报单位', 'Organisation', 'Organización'],
  responderCount: ['响应人数', 'Responders', 'Respondedores'],
  state: ['状态', 'State', 'Estado'],
  submittedAt: ['报送时间', 'Submitted', 'Presentada'],
  totalResponders: ['响应总人数', 'Responders in all', 'Respondedores en total'],
} satisfies Record<string, [string, string, string]>;

export type TaskTextKey = keyof typeof TEXTS;
const INDEX: Record<Language, number> = { zh: 0, en: 1, es: 2 };

export function useTaskText() {
  const language = useAppSelector((s) => s.app.language);
  return (key: TaskTextKey, vars: Record<string, string | number> = {}) =>
    TEXTS[key][INDEX[language]].replace(/\{(\w+)\}/g, (_, n: string) => String(vars[n] ?? ''));
}
