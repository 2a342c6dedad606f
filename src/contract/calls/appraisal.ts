import { z } from 'zod';
import { appraisalEntity } from '../resource/appraisal';
import { PRIVILEGES } from '../privileges';
import { entityCall, screen } from './access';
import { answer, declareCall } from './declare';
import { rowId, rowVersion } from './ids';

/** The member's own appraisal screen, whose menu entry every member holds. */
export const MY_APPRAISAL_SCREEN = '/my/appraisal';

/** One member of a round as the branch committee reads it: self-assessment, the ballots' tally, points, grades. */
export interface AppraisalLine {
  memberId: number;
  name: string;
  selfAssessment: string | null;
  /** Ballots giving each grade to this member (grade code -> count). */
  tally: Record<string, number>;
  /** The member's points of the round's year, counted as the rankings count them. */
  points: number | null;
  proposedGrade: string | null;
  reason: string | null;
  followUp: string | null;
  finalGrade: string | null;
  followUpDoneOn: string | null;
  version: number;
}

export interface AppraisalSheet {
  id: number;
  title: string;
  year: number;
  state: string;
  orgId: number;
  version: number;
  /** The cap of 优秀 in per cent, and how many it allows for this round. */
  excellentPercent: number;
  excellentAllowed: number;
  /** Members who have cast their ballot, of those taking part. */
  ballots: number;
  electorate: number;
  lines: AppraisalLine[];
}

/** A round the signed-in member takes part in, with their own part of it. */
export interface MyAppraisal {
  id: number;
  title: string;
  year: number;
  state: string;
  orgName: string;
  startsOn: string;
  endsOn: string;
  selfAssessment: string | null;
  /** Version of the member's own line (the self-assessment's). */
  version: number;
  voted: boolean;
  /** The others taking part, whom the member's ballot grades. */
  peers: { memberId: number; name: string }[];
  /** The grade the level above approved, once it has. */
  finalGrade: string | null;
}

const grade = z.enum(['1', '2', '3', '4']);

/** A round's members with the tally of the ballots beside each, their points and the grades proposed. */
export const appraisalSheet = declareCall({
  url: '/api/appraisal/sheet',
  payload: z.object({ id: rowId }),
  answer: answer<AppraisalSheet>(),
  access: entityCall(appraisalEntity),
  provides: ['pointsEntry', 'my'],
});

/** The branch committee's proposed grades (all or some members at once), held to the cap of 优秀. */
export const proposeGrades = declareCall({
  url: '/api/appraisal/propose',
  payload: z.object({
    id: rowId,
    version: rowVersion,
    lines: z
      .array(
        z.object({
          memberId: rowId,
          grade,
          reason: z.string().trim().max(500).nullish(),
          followUp: z.enum(['1', '2', '3']).nullish(),
        }),
      )
      .min(1)
      .max(500),
  }),
  answer: answer<AppraisalSheet>(),
  access: entityCall(appraisalEntity, PRIVILEGES.meetingWrite),
  write: { action: 'propose', resource: 'appraisal' },
});

/** A follow-up of 不合格 carried out: the branch's to-do is done. */
export const closeFollowUp = declareCall({
  url: '/api/appraisal/followUpDone',
  payload: z.object({ id: rowId, memberId: rowId, version: rowVersion }),
  answer: answer<AppraisalSheet>(),
  access: entityCall(appraisalEntity, PRIVILEGES.meetingWrite),
  write: { action: 'followUpDone', resource: 'appraisal' },
});

/** The rounds the signed-in member takes part in, newest first. */
export const myAppraisals = declareCall({
  url: '/api/my/appraisals',
  payload: z.object({}).loose(),
  answer: answer<MyAppraisal[]>(),
  access: screen(MY_APPRAISAL_SCREEN),
  provides: ['appraisal'],
});

/** The member's self-assessment, written or rewritten while the round is open. */
export const selfAssess = declareCall({
  url: '/api/my/appraisal/assess',
  payload: z.object({ appraisalId: rowId, version: rowVersion, text: z.string().trim().min(1).max(3000) }),
  answer: answer<{ version: number }>(),
  access: screen(MY_APPRAISAL_SCREEN),
  write: { action: 'assess', resource: 'appraisal' },
});

/** The member's one anonymous ballot: a grade for every other member taking part. */
export const castAppraisalBallot = declareCall({
  url: '/api/my/appraisal/ballot',
  payload: z.object({
    appraisalId: rowId,
    grades: z
      .array(z.object({ memberId: rowId, grade }))
      .min(1)
      .max(500),
  }),
  answer: answer<{ voted: boolean }>(),
  access: screen(MY_APPRAISAL_SCREEN),
  write: { action: 'cast', resource: 'appraisal' },
});
