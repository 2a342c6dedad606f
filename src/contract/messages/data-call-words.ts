import type { Wording } from '../language-words';

/** What data calls (数据报送) say: the form's columns, its rows, its template and its replies. */
export const DATA_CALL_WORDS = {
  'dataCall.noColumns': [
    '请至少设置一个报送栏目',
    'The form needs at least one column',
    'El formulario necesita al menos una columna',
  ],
  'dataCall.tooManyColumns': [
    '报送栏目不能超过{max}个',
    'A form has at most {max} columns',
    'Un formulario tiene como máximo {max} columnas',
  ],
  'dataCall.columnLabel': [
    '第{n}个栏目须有名称（不超过50字）',
    'Column {n} needs a name (at most 50 characters)',
    'La columna {n} necesita un nombre (50 caracteres como máximo)',
  ],
  'dataCall.columnKind': [
    '栏目“{column}”的类型应为文本、数字、日期或字典',
    'Column “{column}” must be of kind text, number, date or dictionary',
    'La columna «{column}» debe ser de tipo texto, número, fecha o diccionario',
  ],
  'dataCall.columnDict': [
    '字典栏目“{column}”须选择字典',
    'Dictionary column “{column}” needs its dictionary',
    'La columna de diccionario «{column}» necesita su diccionario',
  ],
  'dataCall.unknownDict': [
    '栏目“{column}”所选字典不存在',
    'The dictionary of column “{column}” does not exist',
    'El diccionario de la columna «{column}» no existe',
  ],
  'dataCall.sameLabel': [
    '栏目名称“{column}”重复',
    'Two columns are named “{column}”',
    'Dos columnas se llaman «{column}»',
  ],
  'dataCall.targetsBelow': [
    '报送单位应为本组织的下级组织',
    'The organisations that report are below your own',
    'Las organizaciones que informan están por debajo de la suya',
  ],
  'dataCall.oneRow': [
    '本报送每个单位填报一行',
    'This form takes exactly one row per organisation',
    'Este formulario admite exactamente una fila por organización',
  ],
  'dataCall.tooManyRows': [
    '报送数据不能超过{max}行',
    'A reply holds at most {max} rows',
    'Una respuesta tiene como máximo {max} filas',
  ],
  'dataCall.notThisForm': [
    '该表格不是本报送的模板，请下载本报送的模板填写',
    'This sheet is not the template of this data call: download this one’s template and fill it in',
    'Esta hoja no es la plantilla de esta solicitud: descargue su plantilla y rellénela',
  ],
  'dataCall.replyBySending': [
    '只能为已下发给本单位且未结束的数据报送填报',
    'A reply answers an open data call sent to its organisation',
    'Una respuesta contesta una solicitud abierta enviada a su organización',
  ],
  'dataCall.replyBySender': [
    '只有下发该数据报送的单位可以补建或删除填报',
    'Only the level that sent the data call may make or delete a reply by hand',
    'Solo el nivel que envió la solicitud puede crear o eliminar una respuesta a mano',
  ],
  'dataCall.keepCall': [
    '所属数据报送不能修改',
    'The data call a reply answers cannot change',
    'La solicitud que contesta una respuesta no puede cambiar',
  ],
  'dataCall.keepReply': [
    '已填报或已提交的报送不能删除',
    'A reply that holds rows or was submitted cannot be deleted',
    'Una respuesta con filas o ya presentada no se puede eliminar',
  ],
  'dataCall.keepOrg': [
    '报送单位不能修改',
    'The reporting organisation cannot change',
    'La organización que informa no puede cambiar',
  ],
  'dataCall.closed': ['该数据报送已结束', 'This data call is closed', 'Esta solicitud de datos está cerrada'],
  'dataCall.notEditable': [
    '已提交的报送不能修改，退回后可修改',
    'A submitted reply cannot be changed until it is returned',
    'Una respuesta presentada no se puede cambiar hasta que se devuelva',
  ],
  'dataCall.row': ['第{row}行', 'Row {row}', 'Fila {row}'],
  'dataCall.orgColumn': ['报送单位', 'Organisation', 'Organización'],
  'dataCall.stateColumn': ['报送状态', 'State', 'Estado'],
  'dataCall.total': ['合计', 'Total', 'Total'],
  'dataCall.combinedSheet': ['汇总', 'Combined', 'Consolidado'],
  'dataCall.progressSheet': ['报送情况', 'Progress', 'Avance'],
  'dataCall.rowsColumn': ['行数', 'Rows', 'Filas'],
  'dataCall.submittedAtColumn': ['报送时间', 'Submitted at', 'Presentada el'],
  'dataCall.templateSheet': ['填报', 'Reply', 'Respuesta'],
} as const satisfies Record<string, Wording>;
