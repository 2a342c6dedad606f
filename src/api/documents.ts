import {
  developmentRegister,
  documentTemplateDownload,
  documentTemplateReset,
  documentTemplateUpload,
  type DocumentTemplateRow,
} from '@/contract/calls/documents';
import { call } from './call';
import { callsOf, downloadPosted } from './resource';
import { request } from './request';

export type { DocumentTemplateRow } from '@/contract/calls/documents';

/** Documents made from records (.docx), their templates, and the registers printed from lists (.xlsx). */
export const documentsApi = {
  produce: (entity: string, id: number, kind: string) =>
    downloadPosted(callsOf(entity).document.url, { id, kind }, `${kind}.docx`),
  downloadTemplate: (kind: string) => downloadPosted(documentTemplateDownload.url, { kind }, `${kind}.docx`),
  /** The replacement goes as multipart (the file itself is not encrypted); a refusal is thrown with its message. */
  uploadTemplate: (kind: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return request
      .post(documentTemplateUpload.url, body, { params: { kind } })
      .then((r) => (r as unknown as { data: DocumentTemplateRow }).data);
  },
  resetTemplate: (kind: string) => call(documentTemplateReset, { kind: kind as never }),
  developmentRegister: (year: number) => downloadPosted(developmentRegister.url, { year }, `${year}.xlsx`),
};
