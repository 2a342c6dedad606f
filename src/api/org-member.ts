import { importSheet } from './import-sheet';
import { downloadPosted } from './resource';
import { post } from './request';

export type { ImportOutcome, ImportRefusal } from './import-sheet';

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

/** Imports members from an .xlsx: all rows or none; a refusal names every bad row. */
export const importMembers = (file: File) => importSheet('/api/member/import', file);

export const downloadMemberTemplate = () => downloadPosted('/api/member/importTemplate', {}, 'member-template.xlsx');
