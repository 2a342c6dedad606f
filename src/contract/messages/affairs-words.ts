import type { Wording } from '../language-words';

/** Tasks, work arrangements, matters, meetings, reports, votes, inspections, seals and indicators. */
export const AFFAIRS_WORDS = {
  'task.tooManyIndicators': [
    '考核指标最多{max}项',
    'A task takes at most {max} indicators',
    'Una tarea admite como máximo {max} indicadores',
  ],
  'task.unknownIndicator': ['考核指标不存在', 'An indicator does not exist', 'Un indicador no existe'],
  'task.repeatedIndicator': ['考核指标重复', 'An indicator is listed twice', 'Un indicador aparece dos veces'],
  'task.indicatorPoints': [
    '指标分值应在0到1000之间',
    'An indicator’s points lie between 0 and 1000',
    'Los puntos de un indicador van de 0 a 1000',
  ],
  'task.targetsBelow': [
    '下发对象应为本组织的下级组织',
    'Recipients are organisations below your own',
    'Los destinatarios son organizaciones inferiores a la suya',
  ],
  'time.deadlineBeforeStart': [
    '截止日期不能早于开始日期',
    'The deadline cannot be before the start',
    'La fecha límite no puede ser anterior al inicio',
  ],
  'task.deadlineOnlyLater': [
    '已下发的任务只能延长截止日期',
    'A task sent out can only have its deadline extended',
    'Una tarea enviada solo puede ampliar su fecha límite',
  ],
  'task.closed': ['该任务已结束，不能再办理', 'This task is closed', 'Esta tarea está cerrada'],
  'task.scoreNumber': [
    '审核得分应为不小于0的数字',
    'The score is a number of 0 or more',
    'La puntuación es un número mayor o igual que 0',
  ],
  'task.scoreTooHigh': [
    '审核得分不能超过{max}分',
    'The score cannot exceed {max} points',
    'La puntuación no puede superar {max} puntos',
  ],
  'task.scoreRequired': ['请评分', 'Please give a score', 'Indique una puntuación'],
  'task.keepTask': ['不能更换任务', 'The task cannot be changed', 'No se puede cambiar la tarea'],
  'task.keepOrg': [
    '不能更换填报单位',
    'The reporting organisation cannot be changed',
    'No se puede cambiar la organización que informa',
  ],
  'task.notSent': ['该任务尚未下发', 'This task has not been sent out yet', 'Esta tarea aún no se ha enviado'],
  'task.orgBelowIssuer': [
    '填报单位应为下发组织的下级组织',
    'The reporting organisation lies below the one that sent the task',
    'La organización que informa está por debajo de la que envió la tarea',
  ],
  'task.progressRequired': [
    '请填写完成情况后再提交',
    'Describe the progress before submitting',
    'Describa el avance antes de enviar',
  ],
  'arrangement.keepSentText': [
    '系统下发的工作安排不能修改来文内容',
    'A work arrangement sent by the system keeps its original text',
    'Un plan de trabajo enviado por el sistema conserva su texto original',
  ],
  'arrangement.titleRequired': ['请填写标题', 'Please enter a title', 'Introduzca un título'],
  'arrangement.keepReceipt': [
    '系统下发的工作安排回执不能删除',
    'The receipt of a work arrangement sent by the system cannot be deleted',
    'El acuse de un plan de trabajo enviado por el sistema no se puede eliminar',
  ],
  'arrangement.reportRequired': ['请填写完成情况', 'Please describe what was done', 'Describa lo realizado'],
  'arrangement.reportTooLong': [
    '完成情况不能超过2000个字符',
    'The report cannot be longer than 2000 characters',
    'El informe no puede superar los 2000 caracteres',
  ],
  'matter.keepCode': [
    '事项编码保存后不能修改',
    'A matter’s code cannot change once saved',
    'El código de un asunto no cambia una vez guardado',
  ],
  'matter.meetingTypeRequired': [
    '会议频次规则须选择会议类型',
    'A meeting frequency rule needs a meeting type',
    'Una regla de frecuencia necesita un tipo de reunión',
  ],
  'matter.periodRequired': [
    '会议频次规则须选择周期',
    'A meeting frequency rule needs a period',
    'Una regla de frecuencia necesita un periodo',
  ],
  'matter.timesRequired': [
    '会议频次规则须填写每周期次数',
    'A meeting frequency rule needs the number of meetings per period',
    'Una regla de frecuencia necesita el número de reuniones por periodo',
  ],
  'matter.orgTypesRequired': [
    '会议频次规则须选择适用组织类别',
    'A meeting frequency rule needs the kinds of organisation it applies to',
    'Una regla de frecuencia necesita los tipos de organización a los que se aplica',
  ],
  'matter.valueRequired': ['参数配置须填写参数值', 'A setting needs a value', 'Un parámetro necesita un valor'],
  'matter.inUse': [
    '系统使用的事项不能删除，可停用（停用后按默认值执行）',
    'A matter the system uses cannot be deleted; disable it instead (the default then applies)',
    'Un asunto que usa el sistema no se puede eliminar; desactívelo (se aplicará el valor por defecto)',
  ],
  'meeting.themedDayElsewhere': [
    '主题党日请在“主题党日活动”中登记',
    'Record a themed party day under “Themed party day activities”',
    'Registre un día temático del partido en «Actividades del día temático»',
  ],
  'meeting.absentShape': [
    '缺席党员应为成员与原因的列表',
    'Absent members are a list of members with their reasons',
    'Los ausentes son una lista de militantes con sus motivos',
  ],
  'meeting.expectedOwnMembers': [
    '应到党员只能是本组织（含党小组）的党员',
    'Expected members belong to this organisation (its groups included)',
    'Los militantes esperados pertenecen a esta organización (con sus grupos)',
  ],
  'meeting.heldAtRequired': [
    '提交前请填写召开时间',
    'Enter when it was held before submitting',
    'Indique cuándo se celebró antes de enviar',
  ],
  'meeting.contentRequired': [
    '提交前请填写内容',
    'Enter the content before submitting',
    'Introduzca el contenido antes de enviar',
  ],
  'report.periodNo': [
    '该周期的期数应在1至{most}之间',
    'The number in this period lies between 1 and {most}',
    'El número en este periodo va de 1 a {most}',
  ],
  'vote.maxBelowMin': [
    '最多选择不能少于最少选择',
    'The most choices cannot be fewer than the fewest',
    'El máximo de opciones no puede ser menor que el mínimo',
  ],
  'vote.maxAboveOptions': [
    '最多选择不能超过选项数（{count}）',
    'The most choices cannot exceed the number of options ({count})',
    'El máximo de opciones no puede superar el número de opciones ({count})',
  ],
  'time.closesAfterOpens': [
    '截止时间应晚于开始时间',
    'The closing time comes after the opening time',
    'El cierre debe ser posterior a la apertura',
  ],
  'vote.twoOptions': [
    '请至少设置两个选项或候选人',
    'Set at least two options or candidates',
    'Indique al menos dos opciones o candidatos',
  ],
  'vote.votersRequired': [
    '请选择投票组织或指定投票人',
    'Choose the voting organisations or name the voters',
    'Elija las organizaciones que votan o nombre a los votantes',
  ],
  'vote.closesInPast': [
    '截止时间已过，请修改后再发布',
    'The closing time has passed; change it before publishing',
    'La hora de cierre ya pasó; cámbiela antes de publicar',
  ],
  'vote.notClosed': [
    '投票尚未结束，不能确认结果',
    'The vote is still open: its result cannot be confirmed yet',
    'La votación sigue abierta: aún no se puede confirmar el resultado',
  ],
  'supervision.deadlineRequired': [
    '需要整改时请填写整改期限',
    'A required rectification needs a deadline',
    'Una corrección obligatoria necesita un plazo',
  ],
  'supervision.deadlineBeforeCheck': [
    '整改期限不能早于检查日期',
    'The deadline cannot be before the inspection',
    'El plazo no puede ser anterior a la inspección',
  ],
  'supervision.needsRectification': [
    '该检查需要整改，不能直接销号',
    'This inspection needs rectification and cannot be closed directly',
    'Esta inspección requiere corrección y no se puede cerrar directamente',
  ],
  'supervision.reportRequired': [
    '请填写整改报告',
    'Please write the rectification report',
    'Escriba el informe de corrección',
  ],
  'supervision.reportTooLong': [
    '整改报告不能超过4000字',
    'The rectification report cannot be longer than 4000 characters',
    'El informe de corrección no puede superar los 4000 caracteres',
  ],
  'seal.destroyed': [
    '已销毁的印章不能恢复使用',
    'A destroyed seal cannot be used again',
    'Un sello destruido no se puede volver a usar',
  ],
  'seal.changedBeforeStart': [
    '停用/销毁日期不能早于启用日期',
    'The date of retiring or destroying cannot be before the start of use',
    'La fecha de baja o destrucción no puede ser anterior al inicio de uso',
  ],
  'seal.used': [
    '该印章已有用印记录，不能删除，请停用或销毁',
    'This seal has been used and cannot be deleted; retire or destroy it',
    'Este sello se ha usado y no se puede eliminar; retírelo o destrúyalo',
  ],
  'indicator.parentInSubtree': [
    '上级指标不能是本指标或其下级指标',
    'The parent cannot be the indicator itself or one below it',
    'El indicador superior no puede ser él mismo ni uno inferior',
  ],
  'indicator.aboveParent': [
    '分值不能超过上级指标的分值（{points}）',
    'The points cannot exceed the parent’s ({points})',
    'Los puntos no pueden superar los del indicador superior ({points})',
  ],
  'indicator.sameScope': [
    '下级指标的适用范围应与上级指标一致',
    'An indicator applies where its parent does',
    'Un indicador se aplica donde se aplica su superior',
  ],
  'indicator.belowChild': [
    '分值不能低于下级指标的最高分值（{points}）',
    'The points cannot be below the highest of the indicators below ({points})',
    'Los puntos no pueden ser menores que el máximo de los inferiores ({points})',
  ],
  'indicator.hasChildren': [
    '该指标下还有下级指标，请先删除或移走下级指标',
    'This indicator has indicators below it; delete or move them first',
    'Este indicador tiene indicadores inferiores; elimínelos o muévalos primero',
  ],
  'task.tooManyLinks': [
    '关联佐证最多{max}项',
    'At most {max} linked records of evidence',
    'Como máximo {max} registros de prueba vinculados',
  ],
  'task.badLink': [
    '关联佐证的记录无效',
    'A linked record of evidence is not valid',
    'Un registro de prueba vinculado no es válido',
  ],
  'task.linkOwnOrg': [
    '只能关联本组织的记录',
    'Only records of your own organisation can be linked',
    'Solo se pueden vincular registros de su propia organización',
  ],
  'task.tooManyResponders': [
    '响应人员最多{max}人',
    'At most {max} responders',
    'Como máximo {max} personas que respondieron',
  ],
  'task.responderName': ['请填写响应人员姓名', 'Enter the responder’s name', 'Introduzca el nombre de quien respondió'],
  'task.responderTime': ['请填写响应时间', 'Enter the time of the response', 'Introduzca la hora de la respuesta'],
  'task.responseTooLong': [
    '响应情况不能超过500个字符',
    'The response cannot be longer than 500 characters',
    'La respuesta no puede superar los 500 caracteres',
  ],
  'task.badResponder': ['响应人员无效', 'A responder is not valid', 'Una persona que respondió no es válida'],

  'seal.imagePng': [
    '印模图像应为 PNG 图片（data:image/png;base64）',
    'The seal image is a PNG picture (data:image/png;base64)',
    'La imagen del sello es un PNG (data:image/png;base64)',
  ],
  'seal.imageInvalid': [
    '印模图像不是有效的 PNG 文件',
    'The seal image is not a valid PNG file',
    'La imagen del sello no es un PNG válido',
  ],
  'seal.imageSize': [
    '印模图像尺寸应在 64 至 2000 像素之间',
    'The seal image measures 64 to 2000 pixels a side',
    'La imagen del sello mide de 64 a 2000 píxeles por lado',
  ],
  'seal.imageTransparent': [
    '印模图像须为透明背景的 PNG',
    'The seal image is a PNG with a transparent background',
    'La imagen del sello es un PNG con fondo transparente',
  ],
} as const satisfies Record<string, Wording>;
