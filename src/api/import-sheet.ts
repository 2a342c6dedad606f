import type { ImportRefusal } from '@/contract/calls/fees';
import { ApiError } from './client-factory';
import { post } from './request';

export type { ImportRefusal };

export type ImportOutcome = { imported: number; refused?: undefined } | { imported: 0; refused: ImportRefusal[] };

/** Uploads an .xlsx to an import call: all rows or none; a refusal names every bad row. */
export async function importSheet(url: string, file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await post<{ imported: number }>(url, body, { silent: true });
    return { imported: res.data.imported };
  } catch (error) {
    const rows =
      error instanceof ApiError ? (error.envelope?.data as { rows?: ImportRefusal[] } | null)?.rows : undefined;
    if (Array.isArray(rows)) return { imported: 0, refused: rows };
    throw error;
  }
}

/** Uploads an .xlsx to an import job call: answers the job's id, whose progress ends as `importSheet` would answer. */
export async function startImportJob(url: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const res = await post<{ id: string }>(url, body, { silent: true });
  return res.data.id;
}
