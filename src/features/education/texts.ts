import type { Wordings } from '@/components/use-texts';

/** Words of the education screens that the definitions do not carry, [zh, en, es]. */
export const EDU_TEXTS = {
  contents: ['学习内容', 'Items', 'Elementos'],
  progress: ['学习进度', 'Progress', 'Progreso'],
  byOrg: ['各组织情况', 'By organisation', 'Por organización'],
  organisation: ['组织', 'Organisation', 'Organización'],
  byMember: ['党员学习情况', 'By member', 'Por miembro'],
  members: ['应学人数', 'Members', 'Miembros'],
  examMembers: ['应考人数', 'Expected takers', 'Convocados'],
  started: ['参学人数', 'Started', 'Iniciados'],
  done: ['完成人数', 'Done', 'Terminados'],
  startRate: ['参学率', 'Start rate', 'Tasa de inicio'],
  doneRate: ['完成率', 'Completion rate', 'Tasa de finalización'],
  itemsFinished: ['完成内容', 'Items finished', 'Items finished'],
  minutes: ['学习时长（分钟）', 'Minutes', 'Minutos'],
  finished: ['已完成', 'Done', 'Terminado'],
  notFinished: ['未完成', 'Not done', 'Sin terminar'],
  exportProgress: ['导出进度', 'Export progress', 'Exportar progreso'],
  options: ['选项', 'Options', 'Opciones'],
  addOption: ['添加选项', 'Add option', 'Añadir opción'],
  answer: ['正确答案', 'Answer', 'Respuesta'],
  pickQuestions: ['选择试题', 'Questions', 'Preguntas'],
  points: ['分值', 'Points', 'Puntos'],
  worth: ['（{n}分）', ' ({n} points)', ' ({n} puntos)'],
  addRule: ['添加规则', 'Add rule', 'Añadir regla'],
  count: ['抽题数', 'Count', 'Cantidad'],
  difficulty: ['难度', 'Difficulty', 'Dificultad'],
  point: ['知识点', 'Knowledge point', 'Tema'],
  any: ['不限', 'Any', 'Cualquiera'],
  results: ['考试结果', 'Results', 'Resultados'],
  takers: ['参考人数', 'Takers', 'Examinados'],
  passed: ['及格人数', 'Passed', 'Aprobados'],
  participation: ['参考率', 'Participation', 'Participación'],
  passRate: ['及格率', 'Pass rate', 'Tasa de aprobados'],
  average: ['平均分', 'Average', 'Media'],
  errorRate: ['错误率', 'Error rate', 'Tasa de error'],
  appeared: ['作答人次', 'Answered', 'Respondidas'],
  wrong: ['答错人次', 'Wrong', 'Erróneas'],
  byQuestion: ['各题错误率', 'Error rate per question', 'Error por pregunta'],
  takerRows: ['考生成绩', 'Takers', 'Examinados'],
  exportResults: ['导出结果', 'Export results', 'Exportar resultados'],
  importButton: ['导入', 'Import', 'Importar'],
  studyTitle: ['我的学习', 'My studies', 'Mis estudios'],
  examTitle: ['我的考试', 'My exams', 'Mis exámenes'],
  study: ['学习', 'Study', 'Estudiar'],
  studied: ['已学 {m} 分钟', '{m} min studied', '{m} min estudiados'],
  finishStudy: ['完成学习', 'Finish', 'Terminar'],
  counting: [
    '本页可见时计时',
    'Time counts while this page is in view',
    'El tiempo cuenta mientras la página está visible',
  ],
  paused: [
    '页面不在前台，已暂停计时',
    'Paused: the page is in the background',
    'En pausa: la página está en segundo plano',
  ],
  noStudy: ['暂无学习任务', 'Nothing to study', 'Nada que estudiar'],
  noExam: ['暂无考试', 'No exams', 'Sin exámenes'],
  take: ['开始考试', 'Start exam', 'Empezar examen'],
  resume: ['继续答题', 'Resume', 'Continuar'],
  timeLeft: ['剩余时间', 'Time left', 'Tiempo restante'],
  submit: ['交卷', 'Hand in', 'Entregar'],
  confirmSubmit: [
    '交卷后不能修改，确定交卷吗？',
    'You cannot change your answers afterwards. Hand in?',
    'No podrá cambiar las respuestas. ¿Entregar?',
  ],
  autoSaved: ['作答已自动保存', 'Answers saved', 'Respuestas guardadas'],
  score: ['得分', 'Score', 'Puntuación'],
  pass: ['及格', 'Passed', 'Aprobado'],
  fail: ['不及格', 'Failed', 'Suspenso'],
  yourAnswer: ['正确答案：{a}', 'Answer: {a}', 'Respuesta: {a}'],
  close: ['关闭', 'Close', 'Cerrar'],
  opensAt: ['开考', 'Opens', 'Abre'],
  closesAt: ['截止', 'Closes', 'Cierra'],
  duration: ['{m} 分钟', '{m} min', '{m} min'],
  noFile: ['该内容尚未上传文件', 'No file uploaded yet', 'Aún no hay archivo'],
  open: ['打开', 'Open', 'Abrir'],
} satisfies Wordings;

/** Where an exam stands for the member, by the state the server answers. */
export const EXAM_STATUS = {
  upcoming: ['未开始', 'Not yet open', 'Aún no abierto'],
  open: ['可参加', 'Open', 'Abierto'],
  inProgress: ['答题中', 'In progress', 'En curso'],
  submitted: ['已交卷', 'Handed in', 'Entregado'],
  timedOut: ['已超时', 'Timed out', 'Tiempo agotado'],
  missed: ['未参加', 'Missed', 'No presentado'],
  closed: ['已结束', 'Closed', 'Cerrado'],
} satisfies Wordings;

export type ExamStatus = keyof typeof EXAM_STATUS;

/** The kinds of question, by their code. */
export const QUESTION_KINDS = {
  single: ['单选题', 'Single choice', 'Opción única'],
  multiple: ['多选题', 'Multiple choice', 'Opción múltiple'],
  judge: ['判断题', 'True or false', 'Verdadero o falso'],
} satisfies Wordings;

export type QuestionKind = keyof typeof QUESTION_KINDS;

/** Words of the question import, [zh, en, es]. */
export const QUESTION_IMPORT_TEXTS = {
  title: ['导入试题', 'Import questions', 'Importar preguntas'],
  hint: [
    '请按模板填写（.xlsx）：正确答案填选项字母（如 AC），判断题填“正确”或“错误”。任何一行有误时全部不导入。',
    'Fill in the template (.xlsx): the answer as option letters (AC); 正确 or 错误 for true/false. If any row is wrong nothing is imported.',
    'Rellene la plantilla (.xlsx): la respuesta con letras (AC); 正确 o 错误 para verdadero/falso. Si alguna fila es errónea no se importa nada.',
  ],
  template: ['下载模板', 'Download template', 'Descargar plantilla'],
  choose: ['选择文件', 'Choose file', 'Elegir archivo'],
  run: ['开始导入', 'Import', 'Importar'],
  imported: ['已导入 {n} 道试题', '{n} questions imported', '{n} preguntas importadas'],
  refused: [
    '有 {n} 行未通过校验，未导入任何数据',
    '{n} rows were refused; nothing was imported',
    '{n} filas rechazadas; no se importó nada',
  ],
  row: ['行号', 'Row', 'Fila'],
  field: ['字段', 'Field', 'Campo'],
  message: ['原因', 'Reason', 'Motivo'],
} satisfies Wordings;
