import type { Language } from '@/contract';

/** Words of the member screens that the definitions do not carry. */
export const IMPORT_TEXTS: Record<
  Language,
  Record<
    'title' | 'hint' | 'template' | 'choose' | 'run' | 'imported' | 'refused' | 'row' | 'field' | 'message' | 'button',
    string
  >
> = {
  zh: {
    button: '导入',
    title: '导入党员',
    hint: '请按模板填写（.xlsx）。任何一行有误时全部不导入，请按下表修改后重新导入。',
    template: '下载模板',
    choose: '选择文件',
    run: '开始导入',
    imported: '已导入 {n} 名党员',
    refused: '有 {n} 行未通过校验，未导入任何数据',
    row: '行号',
    field: '字段',
    message: '原因',
  },
  en: {
    button: 'Import',
    title: 'Import members',
    hint: 'Fill in the template (.xlsx). If any row is wrong nothing is imported: correct the rows below and import again.',
    template: 'Download template',
    choose: 'Choose file',
    run: 'Import',
    imported: '{n} members imported',
    refused: '{n} rows were refused; nothing was imported',
    row: 'Row',
    field: 'Field',
    message: 'Reason',
  },
  es: {
    button: 'Importar',
    title: 'Importar miembros',
    hint: 'Rellene la plantilla (.xlsx). Si alguna fila es errónea no se importa nada: corrija las filas y vuelva a importar.',
    template: 'Descargar plantilla',
    choose: 'Elegir archivo',
    run: 'Importar',
    imported: '{n} miembros importados',
    refused: '{n} filas rechazadas; no se importó nada',
    row: 'Fila',
    field: 'Campo',
    message: 'Motivo',
  },
};

export const TRANSFER_TEXTS: Record<Language, Record<'receivedOn', string>> = {
  zh: { receivedOn: '回执日期' },
  en: { receivedOn: 'Receipt date' },
  es: { receivedOn: 'Fecha de recibo' },
};
