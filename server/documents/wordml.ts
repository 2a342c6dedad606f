import PizZip from 'pizzip';

/**
 * Just enough WordprocessingML to write the default templates as real .docx files: an A4 page, a title in
 * 宋体, the body in 仿宋 (the fonts of a Chinese official document; a machine without them substitutes its
 * CJK fonts), paragraphs, bordered form tables, and a signature block. Placeholders are plain text here;
 * docxtemplater finds them in the document.
 */

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Half-points: 二号 22pt for titles, 三号 16pt for the body of a notice, 小四 12pt in forms. */
export const SIZE = { title: 44, subtitle: 32, body: 32, form: 24 } as const;

interface RunStyle {
  size?: number;
  bold?: boolean;
  font?: 'song' | 'fang' | 'hei';
}

const FONTS = { song: '宋体', fang: '仿宋', hei: '黑体' } as const;

function run(text: string, style: RunStyle = {}): string {
  const font = FONTS[style.font ?? 'fang'];
  const props = [
    `<w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:eastAsia="${font}" w:cs="${font}"/>`,
    style.bold ? '<w:b/>' : '',
    `<w:sz w:val="${style.size ?? SIZE.body}"/><w:szCs w:val="${style.size ?? SIZE.body}"/>`,
  ].join('');
  return `<w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

export interface ParagraphStyle extends RunStyle {
  align?: 'left' | 'center' | 'right' | 'both';
  /** First-line indent in characters (two for a body paragraph). */
  indent?: number;
  /** Space before and after, in points. */
  before?: number;
  after?: number;
  /** Line spacing in points (28 for a 三号 body, as official documents set it). */
  line?: number;
}

export function paragraph(text: string, style: ParagraphStyle = {}): string {
  const size = style.size ?? SIZE.body;
  const props = [
    `<w:jc w:val="${style.align ?? 'both'}"/>`,
    `<w:spacing w:before="${(style.before ?? 0) * 20}" w:after="${(style.after ?? 0) * 20}"${
      style.line ? ` w:line="${style.line * 20}" w:lineRule="exact"` : ''
    }/>`,
    style.indent ? `<w:ind w:firstLineChars="${style.indent * 100}" w:firstLine="${style.indent * size * 10}"/>` : '',
  ].join('');
  return `<w:p><w:pPr>${props}</w:pPr>${text ? run(text, style) : ''}</w:p>`;
}

export const title = (text: string) =>
  paragraph(text, { align: 'center', font: 'song', bold: true, size: SIZE.title, before: 12, after: 18 });

export const body = (text: string) => paragraph(text, { indent: 2, line: 28 });

/** The issuing organisation and the date, right-aligned below the body. */
export const signature = (...lines: string[]) =>
  [paragraph('', { line: 28 }), ...lines.map((l) => paragraph(l, { align: 'right', line: 28 }))].join('');

export interface Cell {
  text: string;
  /** A heading cell: bold and shaded. */
  label?: boolean;
  /** Grid columns this cell spans. */
  span?: number;
}

/** A bordered form table on a grid of column widths (twips); a row may set its height (twips). */
export function table(widths: number[], rows: { cells: Cell[]; height?: number }[]): string {
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((b) => `<w:${b} w:val="single" w:sz="6" w:space="0" w:color="000000"/>`)
    .join('');
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const rowXml = rows
    .map(({ cells, height }) => {
      let at = 0;
      const tcs = cells
        .map((c) => {
          const span = c.span ?? 1;
          const width = widths.slice(at, at + span).reduce((a, b) => a + b, 0);
          at += span;
          const props = [
            `<w:tcW w:w="${width}" w:type="dxa"/>`,
            span > 1 ? `<w:gridSpan w:val="${span}"/>` : '',
            c.label ? '<w:shd w:val="clear" w:color="auto" w:fill="F2F2F2"/>' : '',
            `<w:vAlign w:val="${height ? 'top' : 'center'}"/>`,
          ].join('');
          const p = paragraph(c.text, {
            align: c.label ? 'center' : 'left',
            size: SIZE.form,
            bold: c.label,
            before: 3,
            after: 3,
          });
          return `<w:tc><w:tcPr>${props}</w:tcPr>${p}</w:tc>`;
        })
        .join('');
      const trPr = height ? `<w:trPr><w:trHeight w:val="${height}"/></w:trPr>` : '';
      return `<w:tr>${trPr}${tcs}</w:tr>`;
    })
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:jc w:val="center"/><w:tblBorders>${border}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${rowXml}</w:tbl>`;
}

const NS = 'http://schemas.openxmlformats.org';

/** An A4 page (margins 3.7 cm top, 3.5 cm bottom, 2.8 cm left, 2.6 cm right, as GB/T 9704 sets them). */
const SECTION =
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="2098" w:right="1474" w:bottom="1984" w:left="1588" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>';

/** The page's text width in twips (A4 less the margins above). */
export const TEXT_WIDTH = 11906 - 1474 - 1588;

/** A .docx of these body parts; every part is dated the same, so that the file is the same on every run. */
export function docx(parts: string[]): Buffer {
  const zip = new PizZip();
  const date = new Date(Date.UTC(2024, 0, 1));
  const add = (name: string, text: string) => zip.file(name, text, { date });
  add(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
  );
  add(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  add(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  );
  add(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${NS}/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="仿宋" w:hAnsi="仿宋" w:eastAsia="仿宋" w:cs="仿宋"/><w:sz w:val="${SIZE.body}"/><w:lang w:val="zh-CN" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault><w:pPrDefault/></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
  );
  add(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${NS}/wordprocessingml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><w:body>${parts.join('')}${SECTION}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
