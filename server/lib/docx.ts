// docxtemplater (with pizzip, its zip reader) fills .docx templates: a maintained library that reads
// `{name}` placeholders and `{#rows}…{/rows}` loops even where Word splits them across runs, and that
// lists a template's placeholders, which is how an uploaded replacement is checked.
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/** A value of a placeholder: text, or the rows of a loop. */
export type DocumentValues = Record<string, unknown>;

/** Why a file cannot serve as a template: not a .docx at all, or its placeholders do not parse. */
export class TemplateUnreadable extends Error {
  constructor(readonly reason: 'notDocx' | 'badTags') {
    super(reason);
  }
}

function open(template: Buffer, modules: Docxtemplater.DXT.Module[] = []): Docxtemplater {
  let zip: PizZip;
  try {
    zip = new PizZip(template);
  } catch {
    throw new TemplateUnreadable('notDocx');
  }
  if (!zip.file('word/document.xml')) throw new TemplateUnreadable('notDocx');
  try {
    return new Docxtemplater(zip, {
      modules,
      paragraphLoop: true,
      linebreaks: true,
      // A value the record lacks prints as nothing, never as "undefined".
      nullGetter: () => '',
    });
  } catch {
    throw new TemplateUnreadable('badTags');
  }
}

interface Part {
  type: string;
  value: string;
  module?: string;
  subparsed?: Part[];
}

/**
 * A module that keeps the parsed parts of the main document as docxtemplater hands them over (what its
 * InspectModule does, without that module's own dependencies).
 */
function partsKeeper(): Docxtemplater.DXT.Module & { parts: Part[] } {
  let file = '';
  const keeper = {
    name: 'PartsKeeper',
    parts: [] as Part[],
    set(obj: { inspect?: { filePath?: string; postparsed?: Part[] } }) {
      if (obj.inspect?.filePath) file = obj.inspect.filePath;
      if (obj.inspect?.postparsed && file === 'word/document.xml') keeper.parts = obj.inspect.postparsed;
    },
  };
  return keeper;
}

/** The placeholders a template holds: `name` for a value, `#rows` for a loop (and what is inside it). */
export function placeholdersOf(template: Buffer): Set<string> {
  const keeper = partsKeeper();
  open(template, [keeper]);
  const found = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (p.type !== 'placeholder') continue;
      found.add(p.module === 'loop' ? `#${p.value}` : p.value);
      if (p.subparsed) walk(p.subparsed);
    }
  };
  walk(keeper.parts);
  return found;
}

/** The template filled with the values, as a .docx. */
export function renderDocx(template: Buffer, values: DocumentValues): Buffer {
  const doc = open(template);
  doc.render(values);
  return doc.toBuffer({ compression: 'DEFLATE' });
}
