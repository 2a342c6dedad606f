import type { Language } from '@/contract';
import type { Labels } from '@/contract/resource';
import { useTexts, wordingIn, type Fill, type Wordings } from '../use-texts';

/** Words of the generic list and detail screens, [zh, en, es]. */
const TEXTS = {
  search: ['查询', 'Search', 'Buscar'],
  reset: ['重置', 'Reset', 'Restablecer'],
  unfold: ['展开', 'More', 'Más'],
  moreActions: ['更多', 'More', 'Más'],
  fold: ['收起', 'Less', 'Menos'],
  create: ['新增', 'New', 'Nuevo'],
  view: ['查看', 'View', 'Ver'],
  edit: ['编辑', 'Edit', 'Editar'],
  delete: ['删除', 'Delete', 'Eliminar'],
  deleteConfirm: ['确定删除该记录吗？', 'Delete this record?', '¿Eliminar este registro?'],
  deleted: ['已删除', 'Deleted', 'Eliminado'],
  export: ['导出', 'Export', 'Exportar'],
  columns: ['列设置', 'Columns', 'Columnas'],
  actions: ['操作', 'Actions', 'Acciones'],
  total: ['共 {n} 条', '{n} in all', '{n} en total'],
  yes: ['是', 'Yes', 'Sí'],
  no: ['否', 'No', 'No'],
  all: ['全部', 'All', 'Todos'],
  save: ['保存', 'Save', 'Guardar'],
  cancel: ['取消', 'Cancel', 'Cancelar'],
  back: ['返回', 'Back', 'Volver'],
  close: ['关闭', 'Close', 'Cerrar'],
  newTitle: ['新增{entity}', 'New {entity}', 'Nuevo: {entity}'],
  staleTitle: ['数据已被他人修改', 'Changed by someone else', 'Modificado por otra persona'],
  staleText: [
    '数据已被他人修改，请刷新后重试。刷新将载入最新数据，您的修改不会保存。',
    'Someone else changed this record since you opened it. Reload to see their version; your changes will not be saved.',
    'Otra persona modificó este registro. Recargue para ver su versión; sus cambios no se guardarán.',
  ],
  reload: ['刷新数据', 'Reload', 'Recargar'],
  refresh: ['刷新', 'Refresh', 'Actualizar'],
  keepEditing: ['继续查看我的修改', 'Keep my changes on screen', 'Mantener mis cambios'],
  notFound: [
    '记录不存在或无权查看',
    'The record does not exist or is out of your scope',
    'El registro no existe o está fuera de su ámbito',
  ],
  accessories: ['附件', 'Attachments', 'Adjuntos'],
  upload: ['上传附件', 'Upload', 'Subir'],
  download: ['下载', 'Download', 'Descargar'],
  noAccessories: ['暂无附件', 'No attachments', 'Sin adjuntos'],
  saveFirst: ['保存后可上传附件', 'Save the record first to attach files', 'Guarde primero para adjuntar archivos'],
  tooLarge: ['文件不能超过20MB', 'Files may not exceed 20 MiB', 'El archivo no puede superar 20 MiB'],
  badType: ['不支持的文件类型', 'This file type is not accepted', 'Tipo de archivo no admitido'],
  fileName: ['文件名', 'File name', 'Nombre'],
  fileSize: ['大小', 'Size', 'Tamaño'],
  uploadedAt: ['上传时间', 'Uploaded', 'Subido'],
  warnings: ['预警', 'Warnings', 'Avisos'],
  createdAt: ['创建时间', 'Created', 'Creado'],
  updatedAt: ['更新时间', 'Updated', 'Actualizado'],
  searchPlaceholder: ['输入关键字搜索', 'Type to search', 'Escriba para buscar'],
  selectPlaceholder: ['请选择', 'Select', 'Seleccione'],
  dateFrom: ['开始日期', 'From', 'Desde'],
  dateTo: ['结束日期', 'To', 'Hasta'],
  fixedFilter: ['已限定', 'Limited to', 'Limitado a'],
  clear: ['清除', 'Clear', 'Quitar'],
  history: ['办理记录', 'History', 'Historial'],
  opinion: ['意见', 'Opinion', 'Opinión'],
  opinionRequired: ['请填写意见', 'Please write an opinion', 'Escriba una opinión'],
  confirmMove: ['确定{action}吗？', '{action}?', '¿{action}?'],
  moved: ['已{action}', '{action}: done', '{action}: hecho'],
  issue: ['下发', 'Issue', 'Emitir'],
  issueConfirm: [
    '下发后下发对象和指标不能再修改，确定下发吗？',
    'Once issued, the targets and indicators are frozen. Issue now?',
    'Una vez emitido, los destinatarios quedan fijos. ¿Emitir?',
  ],
  issued: ['已下发', 'Issued', 'Emitido'],
  receipts: ['办理进度', 'Progress', 'Progreso'],
  signature: ['签名', 'Signature', 'Firma'],
  by: ['办理人', 'By', 'Por'],
  state: ['状态', 'State', 'Estado'],
  map: ['位置', 'Location', 'Ubicación'],
  noMapKey: [
    '未配置地图服务密钥：可在编辑中直接填写经纬度。',
    'No map key is configured: type the longitude and latitude when editing.',
    'No hay clave de mapa: escriba longitud y latitud al editar.',
  ],
  noPoint: ['尚未标注位置', 'No location yet', 'Sin ubicación'],
  pickHint: ['点击地图选择位置', 'Click the map to choose the location', 'Pulse el mapa para elegir'],
  savePoint: ['保存位置', 'Save location', 'Guardar ubicación'],
  mapFailed: ['地图加载失败，请检查网络或密钥', 'The map could not be loaded', 'No se pudo cargar el mapa'],
  savedPoint: ['已保存', 'Saved', 'Guardado'],
  reveal: ['显示', 'Show', 'Mostrar'],
  revealField: ['显示{field}', 'Show {field}', 'Mostrar {field}'],
} satisfies Wordings;

export type TextKey = keyof typeof TEXTS;

/** A definition's label in the current language. */
export const labelIn = (labels: Labels, language: Language): string => labels[language] || labels.zh;

export const textIn = (key: TextKey, language: Language, vars?: Fill): string => wordingIn(TEXTS, key, language, vars);

/** The generic screens' words and definition labels, in the language the user chose. */
export function useResourceText() {
  const { language, t } = useTexts(TEXTS);
  return { language, t, label: (labels: Labels) => labelIn(labels, language) };
}
