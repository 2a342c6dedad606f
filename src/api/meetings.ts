import type { ComplianceStatus } from '@/contract/resource';
import { post } from './request';

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

export interface QueueRow {
  entity: string;
  id: number;
  title: string;
  orgId: number;
  orgIdName: string;
  state: string;
  submittedAt: string;
  version: number;
  moves: string[];
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

interface Page<T> {
  records: T[];
  total: number;
}

/** The calls of organisational life beyond the generic ones. */
export const meetingsApi = {
  compliance: (q: { orgId: number; year: number; quarter?: number | null }) =>
    post<Compliance>('/api/meeting/compliance', q).then((r) => r.data),
  queue: (q: {
    entity?: string | null;
    orgId?: number | null;
    from?: string | null;
    to?: string | null;
    pageCurrent: number;
    pageSize: number;
  }) => post<Page<QueueRow>>('/api/workflow/queue', q).then((r) => r.data),
  shared: (q: { kind?: string | null; keyword?: string | null; pageCurrent: number; pageSize: number }) =>
    post<Page<SharedItem>>('/api/meeting/shared', q).then((r) => r.data),
  myMakeUps: () => post<{ records: MakeUpItem[]; pending: number }>('/api/meeting/myMakeUps', {}).then((r) => r.data),
  confirmMakeUp: (id: number, note?: string) =>
    post<{ id: number; studiedAt: string }>('/api/meeting/confirmMakeUp', { id, note }).then((r) => r.data),
};
