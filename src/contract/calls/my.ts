import { z } from 'zod';
import type { GatheringKind } from '../check-in';
import { needs, SIGNED_IN } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';
import { PRIVILEGES } from '../privileges';

/** Who the signed-in member is, as their home shows it. */
export interface MyProfile {
  memberId: number;
  name: string;
  orgName: string;
  /** Dictionary memberType: '1' probationary, '2' full. */
  memberType: string | null;
  /** The last month paid without a gap since the first unpaid one, or null when nothing is paid. */
  paidUpTo: string | null;
}

/** A meeting or activity the member is expected at and that has not been held yet (or is being held). */
export interface ExpectedGathering {
  kind: GatheringKind;
  id: number;
  topic: string;
  at: string;
  place: string | null;
  checkedIn: boolean;
}

/** A record correction the member asked for, with the branch's answer once given. */
export interface MyCorrection {
  id: number;
  field: string;
  proposed: string;
  reason: string | null;
  state: string;
  note: string | null;
  answeredAt: string | null;
  askedAt: string;
}

export interface MyOverview {
  profile: MyProfile | null;
  expected: ExpectedGathering[];
  /** Corrections answered in the last 30 days. */
  answered: MyCorrection[];
}

/** One gathering the member was expected at: attended, missed (with the make-up study it needs) or ahead. */
export interface MyGathering {
  kind: GatheringKind;
  id: number;
  topic: string;
  type: string;
  at: string | null;
  place: string | null;
  orgName: string;
  status: 'attended' | 'missed' | 'upcoming';
  selfCheckIn: boolean;
  absenceReason: string | null;
  makeUp: { id: number; studiedAt: string | null } | null;
}

/** What the branch holds about the member, sensitive values masked, with their correction requests. */
export interface MyRecord {
  record: Record<string, string | number | boolean | null>;
  corrections: MyCorrection[];
}

export interface CheckInCode {
  code: string;
  /** The link the QR code carries, relative to the app's address. */
  link: string;
  opensAt: string;
  closesAt: string;
}

export interface CheckInDone {
  kind: GatheringKind;
  id: number;
  topic: string;
  at: string;
}

const kind = z.enum(['meeting', 'activity']);

export const myOverview = declareCall({
  url: '/api/my/overview',
  payload: z.object({}).optional(),
  answer: answer<MyOverview>(),
  access: SIGNED_IN,
  provides: ['meeting', 'activity', 'recordCorrection', 'feeIncome', 'checkIn'],
});

export const myGatherings = declareCall({
  url: '/api/my/meetings',
  payload: z.object({ year: z.coerce.number().int().min(2000).max(2100).nullish() }),
  answer: answer<{ records: MyGathering[] }>(),
  access: SIGNED_IN,
  provides: ['meeting', 'activity', 'makeUp', 'checkIn'],
});

export const myRecord = declareCall({
  url: '/api/my/record',
  payload: z.object({}).optional(),
  answer: answer<MyRecord>(),
  access: SIGNED_IN,
  provides: ['member', 'recordCorrection'],
});

export const requestCorrection = declareCall({
  url: '/api/my/requestCorrection',
  payload: z.object({
    field: z.string().trim().min(1).max(50),
    proposed: z.string().trim().min(1).max(200),
    reason: z.string().trim().max(500).nullish(),
  }),
  answer: answer<{ id: number }>(),
  access: SIGNED_IN,
  write: { action: 'requestCorrection', resource: 'recordCorrection' },
  invalidates: ['recordCorrection'],
});

/** The signed code of a gathering's QR code, for the staff of its organisation. */
export const checkInCode = declareCall({
  url: '/api/checkIn/code',
  payload: z.object({ kind, id: rowId }),
  answer: answer<CheckInCode>(),
  access: needs(PRIVILEGES.meetingWrite),
});

/** The member's own check-in through a code's link: marks them present once. */
export const checkIn = declareCall({
  url: '/api/checkIn/mark',
  payload: z.object({ code: z.string().trim().min(1).max(400) }),
  answer: answer<CheckInDone>(),
  access: SIGNED_IN,
  write: { action: 'checkIn' },
  invalidates: ['meeting', 'activity', 'checkIn'],
  silent: true,
});

/** Who checked in themselves at a gathering: the attendance editor marks them. */
export const selfCheckIns = declareCall({
  url: '/api/checkIn/list',
  payload: z.object({ kind, id: rowId }),
  answer: answer<{ records: { memberId: number; at: string }[] }>(),
  access: SIGNED_IN,
  provides: ['checkIn'],
});
