import type { Wording } from '../language-words';

/** What the generic pieces say of records: saving, deleting, moving, sending, filtering, files. */
export const RECORD_WORDS = {
  'record.notFound': ['记录不存在', 'The record does not exist', 'El registro no existe'],
  'record.stale': [
    '数据已被他人修改，请刷新后重试',
    'Someone else has changed this record; reload it and try again',
    'Otra persona ha cambiado este registro; recárguelo e inténtelo de nuevo',
  ],
  'record.duplicate': ['已有相同的记录，不能重复保存', 'The same record already exists', 'Ya existe el mismo registro'],
  'record.referenceGone': [
    '所引用的记录不存在或已删除',
    'A record this refers to does not exist or was deleted',
    'Un registro al que se refiere no existe o se ha eliminado',
  ],
  'record.breaksRule': [
    '填写的内容不符合要求',
    'What was entered does not meet the requirements',
    'Lo introducido no cumple los requisitos',
  ],
  'record.readOnly': ['该类记录只读', 'These records are read-only', 'Estos registros son de solo lectura'],
  'record.notRevealable': [
    '“{field}”不是可查看的敏感字段',
    '“{field}” is not a sensitive field that can be shown',
    '“{field}” no es un campo sensible que se pueda mostrar',
  ],
  'record.appendOnly': [
    '该类记录只能新增，不能修改',
    'These records can be added but not changed',
    'Estos registros se pueden añadir pero no cambiar',
  ],
  'record.alreadySubmitted': [
    '该表单已提交，请勿重复提交',
    'This form was already submitted; do not submit it twice',
    'Este formulario ya se envió; no lo envíe dos veces',
  ],
  'record.lockedAfterSubmit': [
    '该记录已提交或办结，不能修改',
    'This record is submitted or closed and cannot be changed',
    'Este registro está enviado o cerrado y no se puede cambiar',
  ],
  'record.exportTooLarge': [
    '导出超过{max}条，请缩小筛选范围',
    'The export exceeds {max} rows; narrow the filter',
    'La exportación supera las {max} filas; acote el filtro',
  ],
  'job.failed': [
    '后台任务未能完成，请重试',
    'The job could not finish; please try again',
    'La tarea no pudo terminar; inténtelo de nuevo',
  ],
  'job.notReady': ['文件尚未生成完毕', 'The file is not ready yet', 'El archivo aún no está listo'],
  'record.yes': ['是', 'Yes', 'Sí'],
  'record.no': ['否', 'No', 'No'],
  'filter.invalid': [
    '筛选条件 {field} 的值无效',
    'The filter on {field} has a value that is not valid',
    'El filtro de {field} tiene un valor no válido',
  ],
  'filter.unsupported': [
    '不支持按 {field} 筛选',
    'Records cannot be filtered by {field}',
    'Los registros no se pueden filtrar por {field}',
  ],
  'filter.dateRange': [
    '筛选条件 {field} 应为日期区间',
    'The filter on {field} must be a date range',
    'El filtro de {field} debe ser un intervalo de fechas',
  ],
  'filter.unsortable': [
    '不支持按 {field} 排序',
    'Records cannot be sorted by {field}',
    'Los registros no se pueden ordenar por {field}',
  ],
  'workflow.unknownAction': ['不支持的操作', 'This action is not supported', 'Esta acción no está admitida'],
  'workflow.notNow': [
    '当前状态下不能执行该操作',
    'This action is not possible in the current state',
    'Esta acción no es posible en el estado actual',
  ],
  'workflow.byLevelAbove': [
    '该操作应由上级组织办理，不能审核本组织的记录',
    'The level above does this: an organisation does not review its own records',
    'Lo hace el nivel superior: una organización no revisa sus propios registros',
  ],
  'workflow.notAllowed': ['无权执行该操作', 'You may not take this action', 'No puede realizar esta acción'],
  'workflow.opinionRequired': ['请填写意见', 'Please write an opinion', 'Escriba una opinión'],
  'distribution.frozen': [
    '已下发的{entity}不能修改{field}',
    'A {entity} that was sent out keeps its {field}',
    'Un registro enviado ({entity}) conserva su {field}',
  ],
  'distribution.alreadySent': [
    '该{entity}已下发',
    'This {entity} was already sent out',
    'Este registro ({entity}) ya se envió',
  ],
  'distribution.noTargets': ['请选择下发对象', 'Please choose whom to send it to', 'Elija a quién enviarlo'],
  'distribution.targetsOutOfScope': [
    '下发对象超出您的管理范围',
    'Some recipients are outside what you manage',
    'Algunos destinatarios están fuera de lo que usted gestiona',
  ],
  'distribution.sentCannotDelete': [
    '已下发的{entity}不能删除',
    'A {entity} that was sent out cannot be deleted',
    'Un registro enviado ({entity}) no se puede eliminar',
  ],
  'file.noAccessories': [
    '该类记录没有附件',
    'These records take no attachments',
    'Estos registros no admiten adjuntos',
  ],
  'file.unknownEntity': ['未知的记录类型', 'Unknown kind of record', 'Tipo de registro desconocido'],
  'file.multipart': [
    '请以 multipart/form-data 上传文件',
    'Upload the file as multipart/form-data',
    'Suba el archivo como multipart/form-data',
  ],
  'file.none': ['没有收到文件', 'No file was received', 'No se recibió ningún archivo'],
  'file.tooLarge': [
    '文件不能超过{mb}MB',
    'The file cannot be larger than {mb} MB',
    'El archivo no puede superar los {mb} MB',
  ],
  'file.type': [
    '不支持的文件类型（支持 pdf、doc(x)、xls(x)、ppt(x)、jpg、png、gif、txt、zip）',
    'This type of file is not supported (pdf, doc(x), xls(x), ppt(x), jpg, png, gif, txt, zip are)',
    'Este tipo de archivo no se admite (se admiten pdf, doc(x), xls(x), ppt(x), jpg, png, gif, txt, zip)',
  ],
  'file.empty': ['文件是空的', 'The file is empty', 'El archivo está vacío'],
  'file.accessoryNotFound': ['附件不存在', 'The attachment does not exist', 'El adjunto no existe'],
  'file.accessoryLost': [
    '附件文件已丢失，请联系管理员',
    'The attachment’s file is missing; please contact the administrator',
    'Falta el archivo del adjunto; contacte con el administrador',
  ],
  'import.xlsxOnly': [
    '请上传 Excel 文件（.xlsx）',
    'Please upload an Excel file (.xlsx)',
    'Suba un archivo de Excel (.xlsx)',
  ],
  'import.unreadable': [
    '无法读取该文件，请使用导入模板（.xlsx）',
    'The file cannot be read; please use the import template (.xlsx)',
    'No se puede leer el archivo; use la plantilla de importación (.xlsx)',
  ],
  'import.noRows': ['表格中没有数据', 'The sheet holds no data', 'La hoja no contiene datos'],
  'import.tooManyRows': [
    '一次最多导入{max}行',
    'At most {max} rows can be imported at once',
    'Se pueden importar como máximo {max} filas a la vez',
  ],
  'import.missingHeaders': [
    '表头缺少：{headers}',
    'The header row lacks: {headers}',
    'A la fila de encabezados le falta: {headers}',
  ],
  'import.refused': [
    '有{rows}行数据有误，未导入任何数据',
    '{rows} rows have errors; nothing was imported',
    '{rows} filas tienen errores; no se importó nada',
  ],
  'import.notInDictionary': [
    '{field}“{value}”不在字典中',
    '{field} “{value}” is not in the dictionary',
    '{field} «{value}» no está en el diccionario',
  ],
  'import.orgNotFound': [
    '找不到您管理范围内的组织“{org}”',
    'No organisation “{org}” among those you manage',
    'No hay ninguna organización «{org}» entre las que usted gestiona',
  ],
  'import.sameIdAsRow': [
    '与第{row}行的身份证号重复',
    'The same ID number as row {row}',
    'El mismo número de identidad que la fila {row}',
  ],
  'import.idOrEmployeeNo': [
    '请填写身份证号或工号',
    'Enter the ID number or the employee number',
    'Introduzca el número de identidad o el de empleado',
  ],
  'import.memberNotFound': [
    '找不到您管理范围内的党员“{member}”',
    'No member “{member}” among those you manage',
    'No hay ningún militante «{member}» entre los que usted gestiona',
  ],
  'import.sameMemberAsRow': [
    '与第{row}行是同一名党员',
    'The same member as row {row}',
    'El mismo militante que la fila {row}',
  ],
  'import.kindRequired': ['请填写题型', 'Please enter the question kind', 'Introduzca el tipo de pregunta'],
  'import.questionKind': [
    '题型“{kind}”应为单选题、多选题或判断题',
    'Question kind “{kind}” must be single choice, multiple choice or true or false',
    'El tipo «{kind}» debe ser opción única, opción múltiple o verdadero o falso',
  ],
} as const satisfies Record<string, Wording>;
