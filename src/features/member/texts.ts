import type { Language } from '@/contract';

/** Words of the member screens that the definitions do not carry. */
export const IMPORT_TEXTS: Record<Language, Record<'title' | 'hint' | 'template' | 'choose' | 'run' | 'imported' | 'refused' | 'row' | 'field' | 'message' | 'button', string>> = {
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

export const TRANSFER_TEXTS: Record<Language, Record<'receivedOn' | 'confirm' | 'moved', string> & { verbs: Record<string, string> }> = {
  zh: {
    receivedOn: '回执日期',
    confirm: '确定将状态改为“{to}”吗？',
    moved: '已接收：党员已转入新组织',
    verbs: { '2': '提交审批', '3': '审批通过并转出', '4': '确认接收', '5': '退回', '6': '撤销' },
  },
  en: {
    receivedOn: 'Receipt date',
    confirm: 'Change the status to "{to}"?',
    moved: 'Accepted: the member now belongs to the new organisation',
    verbs: { '2': 'Submit for approval', '3': 'Approve and send', '4': 'Confirm receipt', '5': 'Return', '6': 'Withdraw' },
  },
  es: {
    receivedOn: 'Fecha de recibo',
    confirm: '¿Cambiar el estado a «{to}»?',
    moved: 'Aceptado: el miembro pertenece a la nueva organización',
    verbs: { '2': 'Enviar a aprobación', '3': 'Aprobar y enviar', '4': 'Confirmar recepción', '5': 'Devolver', '6': 'Retirar' },
  },
};
