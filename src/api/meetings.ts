import * as calls from '@/contract/calls/meetings';
import { reviewQueue } from '@/contract/calls/resource';
import type { PayloadOf } from '@/contract/calls/declare';
import { call } from './call';

export type { Compliance, ComplianceCell, ComplianceRow, MakeUpItem, SharedItem } from '@/contract/calls/meetings';
export type { QueueRecord as QueueRow } from '@/contract/calls/records';

/** The calls of organisational life beyond the generic ones. */
export const meetingsApi = {
  compliance: (q: { orgId: number; year: number; quarter?: number | null }) => call(calls.meetingCompliance, q),
  queue: (q: {
    entity?: string | null;
    orgId?: number | null;
    from?: string | null;
    to?: string | null;
    pageCurrent: number;
    pageSize: number;
  }) => call(reviewQueue, q),
  shared: (q: { kind?: string | null; keyword?: string | null; pageCurrent: number; pageSize: number }) =>
    // The server refuses a kind other than 'meeting' or 'activity'.
    call(calls.sharedMeetings, q as PayloadOf<typeof calls.sharedMeetings>),
  myMakeUps: () => call(calls.myMakeUps, {}),
  confirmMakeUp: (id: number, note?: string) => call(calls.confirmMakeUp, { id, note }),
};
