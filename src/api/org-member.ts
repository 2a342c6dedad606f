import { ApiError } from './client-factory';
import { downloadPosted } from './resource';
import { post } from './request';

/** A node of the structure chart: the user's subtree with member counts. */
export interface OrgTreeNode {
  id: number;
  parentId: number | null;
  name: string;
  shortName?: string | null;
  type: string;
  level: number;
  memberCount: number;
  fullMemberCount: number;
}

export const getOrgTree = () => post<OrgTreeNode[]>('/api/org/tree').then((r) => r.data ?? []);

/** One row of a spreadsheet that the import refused, and why. */
export interface ImportRefusal {
  row: number;
  field: string;
  message: string;
}

export type ImportOutcome = { imported: number; refused?: undefined } | { imported: 0; refused: ImportRefusal[] };

/** Imports members from an .xlsx: all rows or none; a refusal names every bad row. */
export async function importMembers(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('file', file);
  try {
    const res = await post<{ imported: number }>('/api/member/import', body, { silent: true });
    return { imported: res.data.imported };
  } catch (error) {
    const rows = error instanceof ApiError ? (error.envelope?.data as { rows?: ImportRefusal[] } | null)?.rows : undefined;
    if (Array.isArray(rows)) return { imported: 0, refused: rows };
    throw error;
  }
}

export const downloadMemberTemplate = () => downloadPosted('/api/member/importTemplate', {}, 'member-template.xlsx');

/** Moves a transfer to its next status (TRANSFER_TRANSITIONS); accepting it moves the member. */
export const transitionTransfer = (payload: { id: number; version: number; to: string; receivedOn?: string }) =>
  post<Record<string, unknown>>('/api/memberTransfer/transition', payload).then((r) => r.data);
