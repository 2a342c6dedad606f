import { PRIVILEGES } from '../privileges';
import { screen } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import type { ImportAnswer } from './fees';
import type { JobStarted } from './jobs';

/** A node of the structure chart: the user's subtree with member counts. */
export interface OrgTreeNode {
  id: number;
  parentId: number | null;
  name: string;
  shortName: string | null;
  type: string;
  level: number;
  memberCount: number;
  fullMemberCount: number;
}

const MEMBERS = '/memberManagement/memberMaintenance';

/** The organisation tree of the caller's subtree with member counts, for the structure chart. */
export const orgTree = declareCall({
  url: '/api/org/tree',
  answer: answer<OrgTreeNode[]>(),
  access: screen('/organizational/managepartyorgTwo'),
  provides: ['member'],
});

export const memberImportTemplate = declareCall({
  url: '/api/member/importTemplate',
  answer: answer<FileAnswer>(),
  access: screen(MEMBERS, PRIVILEGES.memberWrite),
});

/** Members by Excel (multipart): every row checked first; one refused row and nothing is imported. */
export const memberImport = declareCall({
  url: '/api/member/import',
  answer: answer<ImportAnswer>(),
  access: screen(MEMBERS, PRIVILEGES.memberWrite),
  write: { action: 'import', resource: 'member' },
});

/**
 * The member import as a job: the sheet is read and checked off the request, all rows or none in one
 * transaction; answers the job's id at once, and `/api/job/progress` ends with `{imported}` or every refusal.
 */
export const memberImportJob = declareCall({
  url: '/api/member/importJob',
  answer: answer<JobStarted>(),
  access: screen(MEMBERS, PRIVILEGES.memberWrite),
  write: { action: 'import', resource: 'member' },
  refreshesNothing: true,
});
