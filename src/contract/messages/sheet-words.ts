import type { Wording } from '../language-words';

/**
 * The headings of exported sheets and the import templates, written in the caller's language. An
 * import reads a template's headings in any of the three, so a sheet downloaded in one language
 * imports under another.
 */
export const SHEET_WORDS = {
  'sheet.org': ['组织', 'Organisation', 'Organización'],
  'sheet.branch': ['所在支部', 'Branch', 'Célula'],
  'sheet.name': ['姓名', 'Name', 'Nombre'],
  'sheet.members': ['党员数', 'Members', 'Militantes'],
  'sheet.total': ['{org}（合计）', '{org} (total)', '{org} (total)'],

  'sheet.fees.title': ['党费收缴汇总', 'Dues collected', 'Cuotas cobradas'],
  'sheet.fees.file': ['党费收缴汇总-{org}-{period}', 'Dues collected-{org}-{period}', 'Cuotas cobradas-{org}-{period}'],
  'sheet.fees.rows': ['应缴笔数', 'Entries due', 'Partidas debidas'],
  'sheet.fees.unpaidRows': ['未缴笔数', 'Entries unpaid', 'Partidas impagadas'],
  'sheet.fees.due': ['应缴金额（元）', 'Amount due (CNY)', 'Importe debido (CNY)'],
  'sheet.fees.paid': ['实缴金额（元）', 'Amount paid (CNY)', 'Importe pagado (CNY)'],
  'sheet.fees.rate': ['收缴率（%）', 'Collection rate (%)', 'Tasa de cobro (%)'],

  'sheet.study.members': ['党员学习进度', 'Members’ progress', 'Progreso de los militantes'],
  'sheet.study.opened': ['已学内容', 'Items opened', 'Contenidos abiertos'],
  'sheet.study.finished': ['已完成内容', 'Items finished', 'Contenidos terminados'],
  'sheet.study.minutes': ['学习时长（分钟）', 'Time studied (minutes)', 'Tiempo de estudio (minutos)'],
  'sheet.study.done': ['是否完成', 'Completed', 'Completado'],
  'sheet.study.orgs': ['组织统计', 'By organisation', 'Por organización'],
  'sheet.study.expected': ['应学人数', 'Expected to study', 'Deben estudiar'],
  'sheet.study.started': ['参学人数', 'Started', 'Han empezado'],
  'sheet.study.doneCount': ['完成人数', 'Completed', 'Han completado'],
  'sheet.study.startRate': ['参学率', 'Participation', 'Participación'],
  'sheet.study.doneRate': ['完成率', 'Completion', 'Finalización'],
  'sheet.study.file': ['{title}-学习进度', '{title}-study progress', '{title}-progreso de estudio'],

  'sheet.stats.title': ['综合统计', 'Integrated statistics', 'Estadísticas integradas'],
  'sheet.stats.heading': [
    '{org} 综合统计 {from} 至 {to}',
    '{org} integrated statistics {from} to {to}',
    '{org} estadísticas integradas del {from} al {to}',
  ],
  'sheet.stats.file': [
    '综合统计-{org}-{from}',
    'Integrated statistics-{org}-{from}',
    'Estadísticas integradas-{org}-{from}',
  ],

  /** A column of an import sheet, named in the reader's language (a refused row's field). */
  'import.column': ['{column}', '{column}', '{column}'],
  'import.option': ['选项{key}', 'Option {key}', 'Opción {key}'],
  'import.answer': ['正确答案', 'Correct answer', 'Respuesta correcta'],

  'template.member.sheet': ['党员', 'Members', 'Militantes'],
  'template.member.file': ['党员导入模板', 'Member import template', 'Plantilla de importación de militantes'],
  'template.member.name': ['张三', 'Zhang San', 'Zhang San'],
  'template.member.org': [
    '支部名称或组织编码',
    'Branch name or organisation code',
    'Nombre de la célula o código de la organización',
  ],
  'template.fees.sheet': ['工资基数', 'Salary bases', 'Bases salariales'],
  'template.fees.file': ['党费基数导入模板', 'Dues base import template', 'Plantilla de importación de bases de cuota'],
  'template.question.sheet': ['试题', 'Questions', 'Preguntas'],
  'template.question.file': ['试题导入模板', 'Question import template', 'Plantilla de importación de preguntas'],
  'template.question.stem': [
    '党的最高理想和最终目标是（ ）。',
    'The highest ideal and ultimate goal of the party is ( ).',
    'El ideal supremo y la meta final del partido es ( ).',
  ],
  'template.question.optionA': ['实现共产主义', 'To realise communism', 'Realizar el comunismo'],
  'template.question.optionB': [
    '全面建成小康社会',
    'To build a moderately prosperous society',
    'Construir una sociedad modestamente acomodada',
  ],
  'template.question.optionC': [
    '实现社会主义现代化',
    'To achieve socialist modernisation',
    'Lograr la modernización socialista',
  ],
  'template.question.optionD': [
    '实现中华民族伟大复兴',
    'To achieve the great rejuvenation of the nation',
    'Lograr la gran revitalización de la nación',
  ],
  'template.question.analysis': [
    '党章总纲：党的最高理想和最终目标是实现共产主义。',
    'The charter’s general programme: the highest ideal and ultimate goal of the party is to realise communism.',
    'Programa general de los estatutos: el ideal supremo y la meta final del partido es realizar el comunismo.',
  ],
  'template.question.point': ['党章总纲', 'The charter’s general programme', 'Programa general de los estatutos'],
  'template.question.source': ['《中国共产党章程》', 'The party charter', 'Los estatutos del partido'],
} as const satisfies Record<string, Wording>;
