import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { examEntity } from '../../../src/contract/resource/exam';
import { examAttempts, exams } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/education';
import type { MyExam } from '../../../src/contract/calls/education';
import type { Services } from '../../lib/services';
import { withOutcome } from './attempt-outcome';
import { reachesMember } from '../resources/audience';
import { takerOf } from './taker';

const RECENT_DAYS = 180;

/** `exam/mine`: the published exams the caller is a target of, recent or to come, with where their own attempt stands. */
export function registerExamMine(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.examMine, {
    handler: async ({ db, user }) => {
      if (!user!.memberId) return [];
      const taker = await takerOf(db, user!);
      const since = new Date(Date.now() - RECENT_DAYS * 86400_000).toISOString();
      const rows = (await db
        .select({
          id: exams.id,
          title: exams.title,
          notice: exams.notice,
          opensAt: exams.opensAt,
          closesAt: exams.closesAt,
          durationMinutes: exams.durationMinutes,
          totalPoints: exams.totalPoints,
          passMark: exams.passMark,
        })
        .from(exams)
        .where(
          and(
            eq(exams.state, 'published'),
            gte(exams.closesAt, since),
            reachesMember(examEntity, exams, taker.memberId),
          ),
        )
        // The id settles exams that open at the same moment: which fifty, and in what order, is the same at every read.
        .orderBy(desc(exams.opensAt), desc(exams.id))
        .limit(50)) as Record<string, unknown>[];
      if (!rows.length) return [];
      const attempts = await withOutcome(
        db,
        (await db
          .select()
          .from(examAttempts)
          .where(
            and(
              eq(examAttempts.memberId, taker.memberId),
              inArray(
                examAttempts.examId,
                rows.map((r) => r.id as number),
              ),
            ),
          )) as Record<string, unknown>[] as never[],
      );
      const now = Date.now();
      // The rows are untyped here; what they make is the declared MyExam.
      return rows.map((e) => {
        const a = (attempts as Record<string, unknown>[]).find((x) => x.examId === e.id);
        const window =
          now < Date.parse(String(e.opensAt)) ? 'upcoming' : now >= Date.parse(String(e.closesAt)) ? 'closed' : 'open';
        const status = a ? a.status : window === 'closed' ? 'missed' : window;
        // The score only once the attempt is over; nothing of the paper here.
        const over = a && a.status !== 'inProgress';
        return {
          ...e,
          status,
          deadline: a ? new Date(String(a.deadline)).toISOString() : null,
          score: over ? a.score : null,
          passed: over ? a.passed : null,
        };
      }) as MyExam[];
    },
  });
}
