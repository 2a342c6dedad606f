import { z } from 'zod';
import { DOCUMENT_KIND_NAMES, DOCUMENT_TEMPLATES_MENU } from '../documents';
import { PRIVILEGES } from '../privileges';
import { memberDevelopmentEntity } from '../resource/member-development';
import { entityCall, screen } from './access';
import { answer, declareCall, type FileAnswer } from './declare';

/** A document kind as the templates screen lists it: its default, or the replacement in use. */
export interface DocumentTemplateRow {
  kind: string;
  /** The placeholders a replacement must hold. */
  requires: string[];
  replaced: boolean;
  fileName: string | null;
  size: number | null;
  updatedAt: string | null;
  version: number | null;
}

const kind = z.enum(DOCUMENT_KIND_NAMES);
const templates = screen(DOCUMENT_TEMPLATES_MENU);
const manage = screen(DOCUMENT_TEMPLATES_MENU, PRIVILEGES.dictManage);

export const documentTemplates = declareCall({
  url: '/api/documentTemplate/list',
  answer: answer<DocumentTemplateRow[]>(),
  access: templates,
});

/** The template a kind's documents are made from now: the replacement, else the default. */
export const documentTemplateDownload = declareCall({
  url: '/api/documentTemplate/download',
  payload: z.object({ kind }),
  answer: answer<FileAnswer>(),
  access: templates,
});

/** A replacement template (multipart .docx), refused when it lacks a placeholder the kind requires. */
export const documentTemplateUpload = declareCall({
  url: '/api/documentTemplate/upload',
  payload: z.object({ kind }),
  payloadInQuery: true,
  answer: answer<DocumentTemplateRow>(),
  access: manage,
  write: { action: 'upload', resource: 'documentTemplate' },
});

/** Back to the default template that ships with the app. */
export const documentTemplateReset = declareCall({
  url: '/api/documentTemplate/reset',
  payload: z.object({ kind }),
  answer: answer<DocumentTemplateRow>(),
  access: manage,
  write: { action: 'reset', resource: 'documentTemplate' },
});

/** The development register of a year (everyone who applied that year, in the caller's scope) as .xlsx. */
export const developmentRegister = declareCall({
  url: '/api/memberDevelopment/register',
  payload: z.object({ year: z.coerce.number().int().min(1921).max(2200) }),
  answer: answer<FileAnswer>(),
  access: entityCall(memberDevelopmentEntity, PRIVILEGES.export),
  write: { action: 'register', resource: 'memberDevelopment' },
  refreshesNothing: true,
});
