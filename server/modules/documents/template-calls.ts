import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '../../../src/contract/calls/documents';
import { documentKind, MAX_TEMPLATE_BYTES, type DocumentKind } from '../../../src/contract/documents';
import { say } from '../../../src/contract/messages/message';
import { documentTemplates } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { placeholdersOf, TemplateUnreadable } from '../../lib/docx';
import { AppError, badRequest } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { cleanFileName } from '../resources/file-types';
import { sendDocx } from './send-docx';
import { currentTemplate, templateRows } from './template-store';

const kindOf = (kind: string): DocumentKind => documentKind(kind)!;

/** The uploaded .docx, within the size limit: a clear 400 or 413 otherwise, and nothing is kept. */
async function uploadedDocx(req: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw badRequest(say('document.notDocx'), 'file');
  const part = await req.file({ limits: { fileSize: MAX_TEMPLATE_BYTES, files: 1 } });
  if (!part) throw badRequest(say('file.none'), 'file');
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, say('file.tooLarge', { mb: MAX_TEMPLATE_BYTES / 1024 / 1024 }));
    throw err;
  });
  const fileName = cleanFileName(part.filename);
  if (!fileName.toLowerCase().endsWith('.docx')) throw badRequest(say('document.notDocx'), 'file');
  return { data, fileName };
}

/** The placeholders a kind requires that the template lacks; a file that is no template is refused. */
function missingPlaceholders(kind: DocumentKind, data: Buffer): string[] {
  let found: Set<string>;
  try {
    found = placeholdersOf(data);
  } catch (err) {
    if (err instanceof TemplateUnreadable)
      throw badRequest(say(err.reason === 'notDocx' ? 'document.notDocx' : 'document.badTags'), 'file');
    throw err;
  }
  return kind.requires.filter((p) => !found.has(p));
}

/** The system administrator's screen of templates: list, download, replace (checked), back to the default. */
export function registerTemplateCalls(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.documentTemplates, {
    handler: async ({ db }) => templateRows(db),
  });

  bindCall(app, services, calls.documentTemplateDownload, {
    handler: async ({ db, body, reply }) => {
      const { file, fileName } = await currentTemplate(db, kindOf(body.kind));
      sendDocx(reply, fileName, file);
      return RAW_REPLY;
    },
  });

  bindCall(app, services, calls.documentTemplateUpload, {
    handler: async ({ db, user, body, req, audit }) => {
      const kind = kindOf(body.kind);
      const { data, fileName } = await uploadedDocx(req);
      const missing = missingPlaceholders(kind, data);
      if (missing.length)
        throw badRequest(
          say('document.missingPlaceholders', { placeholders: missing.map((p) => `{${p}}`).join(' ') }),
          'file',
        );
      const values = { fileName, size: data.length, content: data.toString('base64'), updatedBy: user!.accountId };
      const [before] = await db
        .select({ fileName: documentTemplates.fileName, size: documentTemplates.size })
        .from(documentTemplates)
        .where(eq(documentTemplates.kind, kind.kind));
      const [row] = await db
        .insert(documentTemplates)
        .values({ kind: kind.kind, ...values, createdBy: user!.accountId })
        .onConflictDoUpdate({
          target: documentTemplates.kind,
          set: { ...values, version: sql`${documentTemplates.version} + 1`, updatedAt: new Date() },
        })
        .returning({ id: documentTemplates.id });
      audit({ recordId: row.id, before: before ?? null, after: { kind: kind.kind, fileName, size: data.length } });
      return (await templateRows(db, kind.kind))[0];
    },
  });

  bindCall(app, services, calls.documentTemplateReset, {
    handler: async ({ db, body, audit }) => {
      const removed = await db
        .delete(documentTemplates)
        .where(eq(documentTemplates.kind, body.kind))
        .returning({ id: documentTemplates.id, fileName: documentTemplates.fileName });
      audit({ recordId: removed[0]?.id ?? null, before: removed[0] ?? null, after: { kind: body.kind } });
      return (await templateRows(db, body.kind))[0];
    },
  });
}
