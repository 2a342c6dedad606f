import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { documentKind, DOCUMENT_KINDS, type DocumentKind } from '../../../src/contract/documents';
import type { DocumentTemplateRow } from '../../../src/contract/calls/documents';
import type { Db } from '../../db/client';
import { documentTemplates } from '../../db/schema/index';
import { serverFile } from '../../lib/server-files';

/** Where the defaults that ship with the app live (server/documents/build-templates.ts writes them). */
const DEFAULTS = serverFile('documents', 'templates');

const defaults = new Map<string, Buffer>();

/** The default template of a kind, read once. */
export function defaultTemplate(kind: string): Buffer {
  let file = defaults.get(kind);
  if (!file) defaults.set(kind, (file = fs.readFileSync(path.join(DEFAULTS, `${kind}.docx`))));
  return file;
}

/** The template a kind's documents are made from now: the administrator's replacement, else the default. */
export async function currentTemplate(db: Db, kind: DocumentKind): Promise<{ file: Buffer; fileName: string }> {
  const [row] = await db
    .select({ content: documentTemplates.content, fileName: documentTemplates.fileName })
    .from(documentTemplates)
    .where(eq(documentTemplates.kind, kind.kind));
  if (row) return { file: Buffer.from(row.content, 'base64'), fileName: row.fileName };
  return { file: defaultTemplate(kind.kind), fileName: `${kind.label[0]}.docx` };
}

/** Every kind as the templates screen lists it, replaced or not. */
export async function templateRows(db: Db, only?: string): Promise<DocumentTemplateRow[]> {
  const rows = await db
    .select({
      kind: documentTemplates.kind,
      fileName: documentTemplates.fileName,
      size: documentTemplates.size,
      updatedAt: documentTemplates.updatedAt,
      version: documentTemplates.version,
    })
    .from(documentTemplates);
  const kinds = only ? [documentKind(only)!] : DOCUMENT_KINDS;
  return kinds.map((k) => {
    const r = rows.find((x) => x.kind === k.kind);
    return {
      kind: k.kind,
      requires: [...k.requires],
      replaced: Boolean(r),
      fileName: r?.fileName ?? null,
      size: r?.size ?? null,
      updatedAt: r ? new Date(r.updatedAt).toISOString() : null,
      version: r?.version ?? null,
    };
  });
}
