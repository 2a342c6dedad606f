import { z } from 'zod';
import type { ComplianceStatus } from '../resource/compliance';
import { screen, SIGNED_IN } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';
import type { ListPage } from './records';

export interface ComplianceCell {
  code: string;
  held: number;
  required: number;
  status: ComplianceStatus;
  periods: { no: number; held: number; required: number; status: ComplianceStatus }[];
}

export interface ComplianceRow {
  orgId: number;
  name: string;
  type: string;
  parentId: number | null;
  parentName: string | null;
  expected: number;
  covered: number;
  cells: ComplianceCell[];
}

export interface Compliance {
  year: number;
  quarter: number | null;
  rules: { code: string; name: string; meetingType: string; period: string; times: number }[];
  orgs: ComplianceRow[];
}

export interface SharedItem {
  kind: 'meeting' | 'activity';
  id: number;
  orgName: string;
  type: string;
  topic: string;
  theme: string | null;
  heldAt: string | null;
  place: string | null;
  content: string | null;
  decisions: string | null;
  partnerUnits: string | null;
  volunteerHours: number | null;
  expectedCount: number;
  presentCount: number;
}

export interface MakeUpItem {
  id: number;
  meetingId: number;
  topic: string;
  type: string;
  heldAt: string | null;
  orgName: string;
  content: string | null;
  decisions: string | null;
  reason: string | null;
  studiedAt: string | null;
}

/** The grid of the toclass list, for a subtree the caller sees. */
export const meetingCompliance = declareCall({
  url: '/api/meeting/compliance',
  payload: z.object({
    orgId: rowId,
    year: z.coerce.number().int().min(2000).max(2100),
    quarter: z.coerce.number().int().min(1).max(4).optional().nullable(),
  }),
  answer: answer<Compliance>(),
  access: screen('/Partydevelopment/toclass'),
});

/** What every organisation may read of another's approved, shared meetings and activities. */
export const sharedMeetings = declareCall({
  url: '/api/meeting/shared',
  payload: z.object({
    kind: z.enum(['meeting', 'activity']).optional().nullable(),
    keyword: z.string().trim().max(50).optional().nullable(),
    pageCurrent: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  answer: answer<ListPage<SharedItem>>(),
  access: screen('/Partydevelopment/PartMeetingShare'),
  provides: ['activity'],
});

export const myMakeUps = declareCall({
  url: '/api/meeting/myMakeUps',
  payload: z.object({}).optional(),
  answer: answer<{ records: MakeUpItem[]; pending: number }>(),
  access: SIGNED_IN,
  provides: ['makeUp'],
});

export const confirmMakeUp = declareCall({
  url: '/api/meeting/confirmMakeUp',
  payload: z.object({ id: rowId, note: z.string().trim().max(500).optional().nullable() }),
  answer: answer<{ id: number; studiedAt: string }>(),
  access: SIGNED_IN,
  write: { action: 'confirmMakeUp', resource: 'meeting' },
  invalidates: ['makeUp'],
});
