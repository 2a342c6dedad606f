import * as calls from '@/contract/calls/data-calls';
import type { DetailRecord } from '@/contract/calls/records';
import type { DataCallRow } from '@/contract/resource/data-call-rules';
import { ApiError } from './client-factory';
import type { ImportOutcome, ImportRefusal } from './import-sheet';
import { call } from './call';
import { request } from './request';
import { downloadPosted } from './resource';

export type FillOutcome =
  { record: DetailRecord; refused?: undefined } | { record?: undefined; refused: ImportRefusal[] };

/** The rows a refusal names (`data.rows` of the 400), or undefined for any other failure. */
const refusedRows = (error: unknown): ImportRefusal[] | undefined => {
  const rows =
    error instanceof ApiError ? (error.envelope?.data as { rows?: ImportRefusal[] } | null)?.rows : undefined;
  return Array.isArray(rows) ? rows : undefined;
};

/** A data call's reply filled on screen or by its template, and the sender's combined workbook. */
export const dataCallApi = {
  fill: async (id: number, version: number, rows: DataCallRow[]): Promise<FillOutcome> => {
    try {
      return { record: await call(calls.dataCallReplyFill, { id, version, rows }, { silent: true }) };
    } catch (error) {
      const refused = refusedRows(error);
      if (refused) return { refused };
      throw error;
    }
  },
  /** The filled template goes as multipart (the file itself is not encrypted): all rows or none. */
  upload: async (id: number, version: number, file: File): Promise<ImportOutcome> => {
    const body = new FormData();
    body.append('file', file);
    try {
      const res = (await request.post(calls.dataCallReplyUpload.url, body, {
        params: { id, version },
        silent: true,
      })) as unknown as { data: { imported: number } };
      return { imported: res.data.imported };
    } catch (error) {
      const refused = refusedRows(error);
      if (refused) return { imported: 0, refused };
      throw error;
    }
  },
  template: (id: number, title: string) => downloadPosted(calls.dataCallReplyTemplate.url, { id }, `${title}.xlsx`),
  combined: (id: number, title: string) => downloadPosted(calls.dataCallCombined.url, { id }, `${title}.xlsx`),
};
