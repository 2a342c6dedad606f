import { text } from 'drizzle-orm/pg-core';
import { documentTemplateEntity } from '../../../src/contract/resource/document-template';
import { derivedTable } from './derived';

/** Replacement templates of the documents: the .docx itself in Base64, read only by the server. */
export const documentTemplates = derivedTable(documentTemplateEntity, {
  columns: { content: text('content').notNull() },
});
