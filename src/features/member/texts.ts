import type { Wordings } from '@/components/use-texts';

/** Words of the member import, which the definitions do not carry, [zh, en, es]. */
export const IMPORT_TEXTS = {
  button: ['导入', 'Import', 'Importar'],
  title: ['导入党员', 'Import members', 'Importar miembros'],
  hint: [
    '请按模板填写（.xlsx）。任何一行有误时全部不导入，请按下表修改后重新导入。',
    'Fill in the template (.xlsx). If any row is wrong nothing is imported: correct the rows below and import again.',
    'Rellene la plantilla (.xlsx). Si alguna fila es errónea no se importa nada: corrija las filas y vuelva a importar.',
  ],
  template: ['下载模板', 'Download template', 'Descargar plantilla'],
  choose: ['选择文件', 'Choose file', 'Elegir archivo'],
  run: ['开始导入', 'Import', 'Importar'],
  imported: ['已导入 {n} 名党员', '{n} members imported', '{n} miembros importados'],
  refused: [
    '有 {n} 行未通过校验，未导入任何数据',
    '{n} rows were refused; nothing was imported',
    '{n} filas rechazadas; no se importó nada',
  ],
  row: ['行号', 'Row', 'Fila'],
  field: ['字段', 'Field', 'Campo'],
  message: ['原因', 'Reason', 'Motivo'],
} satisfies Wordings;

/** Words of the transfer screens that the definitions do not carry. */
export const TRANSFER_TEXTS = {
  receivedOn: ['回执日期', 'Receipt date', 'Fecha de recibo'],
} satisfies Wordings;

/** Words of the development register printed from the development list. */
export const REGISTER_TEXTS = {
  year: ['年度', 'Year', 'Año'],
  print: ['打印发展登记表', 'Print the register', 'Imprimir el registro'],
} satisfies Wordings;
