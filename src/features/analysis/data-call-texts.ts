import { useTexts, type Wordings } from '@/components/use-texts';

/** Words of the data call screens that the definitions do not carry: [zh, en, es]. */
const TEXTS = {
  sent: ['下发的数据报送', 'Data calls sent', 'Solicitudes enviadas'],
  received: ['收到的数据报送', 'Data calls received', 'Solicitudes recibidas'],
  columns: ['报送栏目', 'Columns', 'Columnas'],
  columnLabel: ['栏目名称', 'Column', 'Columna'],
  columnKind: ['类型', 'Kind', 'Tipo'],
  columnDict: ['字典', 'Dictionary', 'Diccionario'],
  required: ['必填', 'Required', 'Obligatoria'],
  addColumn: ['添加栏目', 'Add column', 'Añadir columna'],
  editColumns: ['编辑栏目', 'Edit columns', 'Editar columnas'],
  saveColumns: ['保存栏目', 'Save columns', 'Guardar columnas'],
  cancel: ['取消', 'Cancel', 'Cancelar'],
  remove: ['删除', 'Remove', 'Quitar'],
  saved: ['已保存', 'Saved', 'Guardado'],
  saveFirst: ['请先保存，再设置栏目', 'Save the data call first, then set its columns', 'Guarde primero la solicitud'],
  noColumns: ['尚未设置栏目', 'No columns yet', 'Sin columnas'],
  combined: ['导出汇总表', 'Combined workbook', 'Libro consolidado'],
  rows: ['报送数据', 'Rows', 'Filas'],
  addRow: ['添加一行', 'Add row', 'Añadir fila'],
  saveRows: ['保存数据', 'Save rows', 'Guardar filas'],
  editRows: ['在线填报', 'Fill in on screen', 'Rellenar en pantalla'],
  template: ['下载模板', 'Download template', 'Descargar plantilla'],
  upload: ['上传报送表', 'Upload sheet', 'Subir hoja'],
  noRows: ['尚未填报', 'Nothing filled in yet', 'Aún sin rellenar'],
  refusedTitle: [
    '以下数据有误，未保存任何数据',
    'These rows have errors; nothing was saved',
    'Estas filas tienen errores; no se guardó nada',
  ],
  row: ['行', 'Row', 'Fila'],
  field: ['栏目', 'Column', 'Columna'],
  message: ['问题', 'Problem', 'Problema'],
  opinion: ['退回意见', 'Returned with', 'Devuelta con'],
  importTitle: ['上传报送表', 'Upload the filled sheet', 'Subir la hoja rellenada'],
  importHint: [
    '下载本报送的模板，按栏目填写后上传（.xlsx）。任何一行有误时全部不保存；上传的数据替换已填报的数据。',
    'Download this data call’s template, fill in its columns and upload it (.xlsx). If any row is wrong nothing is saved; the rows uploaded replace those filled in so far.',
    'Descargue la plantilla de esta solicitud, rellénela y súbala (.xlsx). Si alguna fila es errónea no se guarda nada; las filas subidas sustituyen a las anteriores.',
  ],
  choose: ['选择文件', 'Choose file', 'Elegir archivo'],
  run: ['上传', 'Upload', 'Subir'],
  imported: ['已保存{n}行数据', '{n} rows saved', '{n} filas guardadas'],
  refused: [
    '有{n}行未通过校验，未保存任何数据',
    '{n} rows were refused; nothing was saved',
    '{n} filas rechazadas; no se guardó nada',
  ],
} satisfies Wordings;

export type DataCallText = keyof typeof TEXTS;
export const useDataCallText = () => useTexts(TEXTS);
export const DATA_CALL_TEXTS = TEXTS;
