import type { Wording } from '../language-words';

/** What the documents made from templates, their templates and the development register say. */
export const DOCUMENT_WORDS = {
  'document.unknownKind': [
    '该记录不提供这种文书：{kind}',
    'This record offers no document of the kind {kind}',
    'Este registro no ofrece documentos del tipo {kind}',
  ],
  'document.notDocx': [
    '请上传 Word 文件（.docx）',
    'Please upload a Word file (.docx)',
    'Suba un archivo de Word (.docx)',
  ],
  'document.badTags': [
    '模板中的占位符写法有误（花括号不成对或循环没有结束标记）',
    'The placeholders of the template are malformed (an unmatched brace or a loop without its end)',
    'Los marcadores de la plantilla están mal escritos (una llave sin pareja o un bucle sin cierre)',
  ],
  'document.missingPlaceholders': [
    '模板缺少必需的占位符：{placeholders}',
    'The template lacks required placeholders: {placeholders}',
    'A la plantilla le faltan marcadores obligatorios: {placeholders}',
  ],
  'document.renderFailed': [
    '文书生成失败，请系统管理员检查“{kind}”的模板',
    'The document could not be made: the system administrator should check the template of “{kind}”',
    'No se pudo generar el documento: el administrador debe revisar la plantilla de «{kind}»',
  ],
  'document.register.title': [
    '{year}年度党员发展工作登记表',
    'Member development register {year}',
    'Registro de desarrollo de miembros {year}',
  ],
  'document.register.heading': [
    '单位：{org}　　　　制表日期：{day}',
    'Organisation: {org}    Made on: {day}',
    'Organización: {org}    Fecha: {day}',
  ],
  'document.register.no': ['序号', 'No.', 'N.º'],
  'document.register.footer': [
    '填表人：　　　　　　审核人：　　　　　　（盖章）',
    'Prepared by:            Checked by:            (seal)',
    'Elaborado por:            Revisado por:            (sello)',
  ],
} as const satisfies Record<string, Wording>;
