import type { Wording } from '../language-words';

/**
 * What the pure rules of src/contract/resource say (questions and papers, configured matters, votes,
 * scores, attendance): the same message on the form that checks first and on the server that decides.
 */
export const RULE_WORDS = {
  'rule.question.optionCount': [
    '选项应为2至{max}个',
    'A question takes 2 to {max} options',
    'Una pregunta admite de 2 a {max} opciones',
  ],
  'rule.question.optionsInOrder': [
    '选项应依次为A、B、C…，且每个选项都要填写内容（不超过{max}字）',
    'Options go A, B, C… in order, each with a text of at most {max} characters',
    'Las opciones van A, B, C… en orden, cada una con un texto de {max} caracteres como máximo',
  ],
  'rule.question.answerLetters': [
    '正确答案应为选项字母',
    'The correct answer is written as option letters',
    'La respuesta correcta se escribe con letras de opción',
  ],
  'rule.question.answerNotAnOption': [
    '正确答案不在选项之中',
    'The correct answer is not among the options',
    'La respuesta correcta no está entre las opciones',
  ],
  'rule.question.judgeOne': [
    '判断题的答案应为正确或错误之一',
    'A true-or-false question is answered either true or false',
    'Una pregunta de verdadero o falso se responde verdadero o falso',
  ],
  'rule.question.singleOne': [
    '单选题应有且只有一个正确答案',
    'A single-choice question has exactly one correct answer',
    'Una pregunta de opción única tiene exactamente una respuesta correcta',
  ],
  'rule.question.multipleTwo': [
    '多选题应有至少两个正确答案',
    'A multiple-choice question has at least two correct answers',
    'Una pregunta de opción múltiple tiene al menos dos respuestas correctas',
  ],

  /** A true-or-false question's answer as a person writes it in a sheet, long and short. */
  'question.judge.true': ['正确', 'True', 'Verdadero'],
  'question.judge.false': ['错误', 'False', 'Falso'],
  'question.judge.trueShort': ['对', 'T', 'V'],
  'question.judge.falseShort': ['错', 'F', 'F'],

  'rule.paper.chooseQuestions': ['请选择试题', 'Choose the questions', 'Elija las preguntas'],
  'rule.paper.tooMany': [
    '一张试卷最多{max}道题',
    'A paper holds at most {max} questions',
    'Un examen tiene como máximo {max} preguntas',
  ],
  'rule.paper.questionPoints': [
    '每道试题应有有效的试题和1至100的分值',
    'Each entry needs a valid question worth 1 to 100 points',
    'Cada entrada necesita una pregunta válida de 1 a 100 puntos',
  ],
  'rule.paper.repeated': ['试题有重复', 'A question is listed twice', 'Una pregunta aparece dos veces'],
  'rule.draw.add': ['请添加抽题规则', 'Add a drawing rule', 'Añada una regla de sorteo'],
  'rule.draw.tooMany': ['抽题规则最多{max}条', 'At most {max} drawing rules', 'Como máximo {max} reglas de sorteo'],
  'rule.draw.kind': [
    '抽题规则的题型无效',
    'A drawing rule names a question kind that does not exist',
    'Una regla de sorteo nombra un tipo de pregunta que no existe',
  ],
  'rule.draw.difficulty': [
    '抽题规则的难度应为1至5',
    'A drawing rule’s difficulty is 1 to 5',
    'La dificultad de una regla de sorteo va de 1 a 5',
  ],
  'rule.draw.point': [
    '抽题规则的知识点无效',
    'A drawing rule’s knowledge point is not valid',
    'El punto de conocimiento de una regla de sorteo no es válido',
  ],
  'rule.draw.count': [
    '每条规则抽题数量应为1至200',
    'Each rule draws 1 to 200 questions',
    'Cada regla sortea de 1 a 200 preguntas',
  ],
  'rule.draw.points': [
    '每题分值应为1至100',
    'Each question is worth 1 to 100 points',
    'Cada pregunta vale de 1 a 100 puntos',
  ],
  'rule.draw.short': [
    '第{n}条抽题规则需要{count}道题，题库中只有{have}道',
    'Drawing rule {n} needs {count} questions; the bank holds only {have}',
    'La regla de sorteo {n} necesita {count} preguntas; el banco solo tiene {have}',
  ],

  'rule.matter.wholeIn': [
    '{what}应为{min}到{max}之间的整数',
    '{what} must be a whole number from {min} to {max}',
    '{what} debe ser un número entero entre {min} y {max}',
  ],
  'rule.matter.share': [
    '{what}应为0到1之间的小数',
    '{what} must be a decimal from 0 to 1',
    '{what} debe ser un decimal entre 0 y 1',
  ],
  'rule.matter.falling': [
    '{what}应为{count}个{min}到{max}之间、由大到小、以逗号分隔的数',
    '{what} must be {count} numbers from {min} to {max}, largest first, separated by commas',
    '{what} debe ser {count} números entre {min} y {max}, de mayor a menor, separados por comas',
  ],
  'rule.matter.several': ['若干', 'several', 'varios'],
  'rule.matter.bracketsFormat': [
    '党费比例应写作“上限:比例”，以逗号分隔，如 3000:0.005,:0.01',
    'Dues ratios are written “limit:ratio”, separated by commas, as in 3000:0.005,:0.01',
    'Las proporciones se escriben «límite:proporción», separadas por comas, como en 3000:0.005,:0.01',
  ],
  'rule.matter.lastOpen': [
    '只有最后一档不设上限',
    'Only the last bracket has no limit',
    'Solo el último tramo no tiene límite',
  ],
  'rule.matter.bandsRising': [
    '统计分段上限应为由小到大、以逗号分隔的整数',
    'The band limits must be whole numbers, rising, separated by commas',
    'Los límites de los tramos deben ser enteros crecientes separados por comas',
  ],
  'rule.matter.occupations': [
    '岗位对应职业应写作“岗位值:职业”，以逗号分隔，职业为 {kinds} 之一',
    'Write each post as “post:occupation”, separated by commas; an occupation is one of {kinds}',
    'Escriba cada puesto como «puesto:ocupación», separados por comas; la ocupación es una de {kinds}',
  ],
  'rule.matter.rising': [
    '各档上限应由低到高',
    'The brackets’ limits must rise',
    'Los límites de los tramos deben ser crecientes',
  ],
  'rule.matter.fixedAmount': [
    '定额党费应为不小于0的金额',
    'The fixed dues must be an amount of 0 or more',
    'La cuota fija debe ser un importe de 0 o más',
  ],
  'rule.matter.retention': [
    '日志保存期限不能少于{days}天',
    'Logs must be kept at least {days} days',
    'Los registros deben conservarse al menos {days} días',
  ],
  'rule.matter.termYears': ['任期年数', 'The term in years', 'Los años de mandato'],
  'rule.matter.reminderMonths': [
    '换届提醒月数',
    'The reminder months before a term ends',
    'Los meses de aviso antes del fin del mandato',
  ],
  'rule.matter.months': ['月数', 'The number of months', 'El número de meses'],
  'rule.matter.minutes': ['分钟数', 'The number of minutes', 'El número de minutos'],
  'rule.matter.ratio': ['党费比例', 'The dues ratio', 'La proporción de la cuota'],
  'rule.matter.remitShare': ['上缴比例', 'The share remitted', 'La proporción remitida'],
  'rule.matter.starThresholds': ['星级分数线', 'The star thresholds', 'Los umbrales de estrellas'],

  'rule.vote.optionsFormat': [
    '选项格式无效',
    'The options are not in a valid format',
    'Las opciones no tienen un formato válido',
  ],
  'rule.vote.tooManyOptions': ['选项最多{max}个', 'At most {max} options', 'Como máximo {max} opciones'],
  'rule.vote.optionKey': [
    '选项编号应为1-20位字母、数字、下划线或连字符',
    'An option’s key is 1 to 20 letters, digits, underscores or hyphens',
    'La clave de una opción tiene de 1 a 20 letras, dígitos, guiones bajos o guiones',
  ],
  'rule.vote.optionText': [
    '选项内容应为1-100个字符',
    'An option’s text is 1 to 100 characters',
    'El texto de una opción tiene de 1 a 100 caracteres',
  ],
  'rule.vote.keyRepeated': [
    '选项编号“{key}”重复',
    'The option key “{key}” is used twice',
    'La clave de opción «{key}» se repite',
  ],
  'rule.vote.choose': ['请选择投票选项', 'Choose your options', 'Elija sus opciones'],
  'rule.vote.twice': [
    '选项不能重复选择',
    'An option cannot be chosen twice',
    'No se puede elegir una opción dos veces',
  ],
  'rule.vote.unknown': ['所选选项不存在', 'A chosen option does not exist', 'Una opción elegida no existe'],
  'rule.vote.chooseExact': ['请选择{min}项', 'Choose {min}', 'Elija {min}'],
  'rule.vote.chooseRange': ['请选择{min}至{max}项', 'Choose {min} to {max}', 'Elija de {min} a {max}'],

  'rule.score.format': [
    '评分格式无效',
    'The scores are not in a valid format',
    'Las puntuaciones no tienen un formato válido',
  ],
  'rule.score.foreign': [
    '评分中有不属于本任务的指标',
    'The scores name an indicator that is not this task’s',
    'Las puntuaciones nombran un indicador ajeno a esta tarea',
  ],
  'rule.score.once': ['同一指标只能评分一次', 'An indicator is scored once', 'Un indicador se puntúa una sola vez'],
  'rule.score.notNegative': [
    '得分应为不小于0的数字',
    'A score is a number of 0 or more',
    'Una puntuación es un número de 0 o más',
  ],
  'rule.score.overMax': [
    '得分不能超过该指标分值（{max}分）',
    'A score cannot exceed the indicator’s points ({max})',
    'Una puntuación no puede superar los puntos del indicador ({max})',
  ],
  'rule.score.oneDecimal': [
    '得分最多保留一位小数',
    'A score has at most one decimal',
    'Una puntuación tiene como máximo un decimal',
  ],

  'rule.attendance.twice': ['同一党员不能重复登记', 'A member is recorded twice', 'Un militante figura dos veces'],
  'rule.attendance.presentAndAbsent': [
    '同一党员不能既出席又缺席',
    'A member cannot be both present and absent',
    'Un militante no puede estar presente y ausente a la vez',
  ],
  'rule.attendance.notExpected': [
    '出席和缺席的党员应在应到党员之中',
    'Those present and absent must be among those expected',
    'Los presentes y ausentes deben estar entre los convocados',
  ],
  'rule.attendance.sum': [
    '实到与缺席人数之和应等于应到人数',
    'Those present and absent must add up to those expected',
    'Presentes y ausentes deben sumar los convocados',
  ],
  'rule.attendance.reason': [
    '请填写每位缺席党员的缺席原因',
    'Give the reason of each absent member',
    'Indique el motivo de cada militante ausente',
  ],
  'rule.attendance.chooseExpected': [
    '请选择应到党员',
    'Choose the members expected',
    'Elija los militantes convocados',
  ],
} as const satisfies Record<string, Wording>;
