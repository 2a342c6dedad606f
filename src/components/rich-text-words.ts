import type { Language } from '@/contract';

type Word =
  | 'toolbar'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bullet'
  | 'ordered'
  | 'link'
  | 'linkPrompt'
  | 'image'
  | 'imagePrompt'
  | 'undo'
  | 'redo'
  | 'badUrl';

/** The rich text editor's own words. */
export const RICH_TEXT_WORDS: Record<Language, Record<Word, string>> = {
  zh: {
    toolbar: '格式工具栏',
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    bullet: '无序列表',
    ordered: '有序列表',
    link: '链接',
    linkPrompt: '链接地址（http://、https://、mailto: 或站内路径；留空则取消链接）',
    image: '插入图片',
    imagePrompt: '图片地址（http:// 或 https://）',
    undo: '撤销',
    redo: '重做',
    badUrl: '只允许 http(s)、mailto、tel 地址或站内路径',
  },
  en: {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    bullet: 'Bulleted list',
    ordered: 'Numbered list',
    link: 'Link',
    linkPrompt: 'Link address (http://, https://, mailto: or a path of this site; empty removes the link)',
    image: 'Insert image',
    imagePrompt: 'Image address (http:// or https://)',
    undo: 'Undo',
    redo: 'Redo',
    badUrl: 'Only http(s), mailto and tel addresses or paths of this site are allowed',
  },
  es: {
    toolbar: 'Formato',
    bold: 'Negrita',
    italic: 'Cursiva',
    underline: 'Subrayado',
    strike: 'Tachado',
    bullet: 'Lista con viñetas',
    ordered: 'Lista numerada',
    link: 'Enlace',
    linkPrompt: 'Dirección del enlace (http://, https://, mailto: o una ruta del sitio; vacío lo quita)',
    image: 'Insertar imagen',
    imagePrompt: 'Dirección de la imagen (http:// o https://)',
    undo: 'Deshacer',
    redo: 'Rehacer',
    badUrl: 'Solo se permiten direcciones http(s), mailto, tel o rutas del sitio',
  },
};
