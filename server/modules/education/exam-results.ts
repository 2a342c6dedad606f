import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { examAttempts } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/education';
import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import { bindingOf } from '../resources/index';
import { getRecord } from '../resources/query';
import { examEntity } from '../../../src/contract/resource/exam';
import { sendXlsx, sheetsToXlsx } from '../resources/export-xlsx';
import { withOutcome } from './attempt-outcome';
import { rollOf } from '../resources/audience';
import { byOrganisation, rate } from './by-organisation';
import { questionsById, type PaperItem } from './paper';
import { say, wordIn, wordingIn } from '../../../src/contract/messages/message';
import { requestLanguage } from '../../lib/language';

interface Attempt {
  memberId: number;
  status: string;
  score: number | null;
  passed: boolean | null;
  secondsUsed: number | null;
  paper: PaperItem[];
  marks: Record<string, { right: boolean }> | null;
}

/** An exam's results as the caller may see them: per organisation (participation, pass rate) and per question (error rate). */
async function resultsOf(db: Db, user: SessionUser, examId: number) {
  const exam = await getRecord(db, bindingOf('exam'), bindingOf, user, examId, { reach: true });
  if (!exam) throw notFound();
  const audience = await rollOf(db, examEntity, exam, user.scopeOrgIds);
  const rows = (await db.select().from(examAttempts).where(eq(examAttempts.examId, examId))) as Record<
    string,
    unknown
  >[];
  const attempts = (await withOutcome(db, rows as never[])) as unknown as Attempt[];
  const byMember = new Map(attempts.map((a) => [a.memberId, a]));
  const done = (a: Attempt | undefined) => a && a.status !== 'inProgress';
  const seen = audience.filter((m) => byMember.has(m.id));
  const organisations = byOrganisation(audience, (g) => {
    const takers = g.filter((m) => done(byMember.get(m.id))).length;
    const passed = g.filter((m) => byMember.get(m.id)?.passed === true && done(byMember.get(m.id))).length;
    return { takers, passed, participation: rate(takers, g.length), passRate: rate(passed, takers) };
  });
  const finished = attempts.filter((a) => done(a) && seen.some((m) => m.id === a.memberId));
  const tally = new Map<number, { appeared: number; wrong: number }>();
  for (const a of finished) {
    for (const item of a.paper) {
      const t = tally.get(item.id) ?? { appeared: 0, wrong: 0 };
      t.appeared++;
      if (!a.marks?.[item.id]?.right) t.wrong++;
      tally.set(item.id, t);
    }
  }
  const qs = await questionsById(db, [...tally.keys()]);
  const questions = [...tally.entries()]
    .map(([id, t]) => ({
      questionId: id,
      kind: qs.get(id)?.kind ?? '',
      stem: qs.get(id)?.stem ?? '',
      appeared: t.appeared,
      wrong: t.wrong,
      errorRate: rate(t.wrong, t.appeared),
    }))
    .sort((a, b) => (b.errorRate ?? 0) - (a.errorRate ?? 0));
  const passed = finished.filter((a) => a.passed).length;
  const scores = finished.map((a) => a.score ?? 0);
  const summary = {
    members: audience.length,
    takers: finished.length,
    passed,
    participation: rate(finished.length, audience.length),
    passRate: rate(passed, finished.length),
    averageScore: scores.length ? Math.round((scores.reduce((s, x) => s + x, 0) / scores.length) * 10) / 10 : null,
  };
  return { exam, audience, byMember, summary, organisations, questions };
}

/** `exam/results` and its export: the exam's manager reads the figures; the takers' rows are the examAttempt list. */
export function registerExamResults(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.examResults, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const { summary, organisations, questions } = await resultsOf(db, user!, body.examId);
      return { summary, organisations, questions };
    },
  });

  bindCall(app, services, calls.examResultsExport, {
    handler: async ({ req, db, user, body, reply, audit }) => {
      const language = requestLanguage(req);
      const w = wordingIn(language);
      const { exam, audience, byMember, organisations, questions } = await resultsOf(db, user!, body.examId);
      const status = {
        submitted: w('results.submitted'),
        inProgress: w('results.inProgress'),
        timedOut: w('results.timedOut'),
      } as Record<string, string>;
      const pct = (v: number | null) => (v === null ? '' : `${Math.round(v * 1000) / 10}%`);
      const xlsx = await sheetsToXlsx([
        {
          name: w('results.sheet.takers'),
          columns: [
            ['orgName', w('results.branch')],
            ['name', w('results.name')],
            ['status', w('results.status')],
            ['score', w('results.score')],
            ['passed', w('results.passed')],
            ['minutes', w('results.minutes')],
          ],
          rows: audience.map((m) => {
            const a = byMember.get(m.id);
            return {
              orgName: m.orgName,
              name: m.name,
              status: a ? status[a.status] : w('results.absent'),
              score: a?.score ?? '',
              passed:
                a && a.status !== 'inProgress' ? wordIn(say(a.passed ? 'record.yes' : 'record.no'), language) : '',
              minutes: a?.secondsUsed ? Math.round(a.secondsUsed / 6) / 10 : '',
            };
          }),
        },
        {
          name: w('results.sheet.orgs'),
          columns: [
            ['orgName', w('results.org')],
            ['members', w('results.members')],
            ['takers', w('results.takers')],
            ['passed', w('results.passedCount')],
            ['participation', w('results.participation')],
            ['passRate', w('results.passRate')],
          ],
          rows: organisations.map((o) => ({ ...o, participation: pct(o.participation), passRate: pct(o.passRate) })),
        },
        {
          name: w('results.sheet.questions'),
          columns: [
            ['stem', w('results.stem')],
            ['appeared', w('results.appeared')],
            ['wrong', w('results.wrong')],
            ['errorRate', w('results.errorRate')],
          ],
          rows: questions.map((q) => ({ ...q, errorRate: pct(q.errorRate) })),
        },
      ]);
      audit({ recordId: body.examId, after: { rows: audience.length } });
      sendXlsx(reply, `${w('results.file', { title: String(exam.title) })}.xlsx`, xlsx);
      return RAW_REPLY;
    },
  });
}
