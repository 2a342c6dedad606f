import type { FastifyReply } from 'fastify';
import { attachmentHeader } from '../resources/export-xlsx';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Sends a .docx as a download. */
export function sendDocx(reply: FastifyReply, fileName: string, file: Buffer): void {
  reply
    .code(200)
    .header('content-type', DOCX_TYPE)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'no-store')
    .send(file);
}
