import { sql } from 'drizzle-orm';
import type { IndicatorScore } from '../../../../src/contract/resource/task';
import {
  parseThresholds,
  percentOf,
  scoreProblem,
  starsOf,
  sumScores,
  totalPoints,
} from '../../../../src/contract/resource/task-rules';
import { taskSubmissions } from '../../../db/schema/index';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { matterValue } from '../../../lib/matters';
import { columnsOf } from '../../resources/scope-joins';
import type { Behaviour } from '../../resources/binding';
import { checkEvidence, responderProblem } from '../evidence';
import { indicatorRows, isWithin, taskById, tasksByIds, type TaskRow } from '../task-lookup';
import { evidenceResolver } from '../evidence-resolver';
import { say } from '../../../../src/contract/messages/message';

/** A column of the submission's task, read in SQL so that lists filter and sort by it. */
const ofTask = (column: string) =>
  sql`(SELECT t.${sql.raw(column)} FROM tasks t WHERE t.id = ${columnsOf(taskSubmissions).taskId})`;

async function taskOf(db: Parameters<typeof taskById>[0], id: unknown): Promise<TaskRow> {
  const task = typeof id === 'number' ? await taskById(db, id) : null;
  if (!task) throw notFound();
  if (task.state === 'closed') throw conflict(say('task.closed'));
  return task;
}

/** The review: a score per indicator (at most its points) or a total, the instruction, the stars of a star rating. */
async function review(
  db: Parameters<typeof taskById>[0],
  task: TaskRow,
  input: Record<string, unknown>,
  values: Record<string, unknown>,
) {
  const indicators = task.indicators ?? [];
  let score: number | null = null;
  if (input.scores !== undefined && input.scores !== null) {
    const problem = scoreProblem(indicators, input.scores);
    if (problem) throw badRequest(problem, 'scores');
    values.reviewScores = input.scores;
    score = sumScores(input.scores as IndicatorScore[]);
  } else if (input.score !== undefined && input.score !== null) {
    const max = totalPoints(indicators);
    if (typeof input.score !== 'number' || !Number.isFinite(input.score) || input.score < 0)
      throw badRequest(say('task.scoreNumber'), 'score');
    if (input.score > max) throw badRequest(say('task.scoreTooHigh', { max }), 'score');
    score = Math.round(input.score * 10) / 10;
  } else if (task.taskType !== '3') throw badRequest(say('task.scoreRequired'), 'score');
  values.score = score === null ? null : String(score);
  values.highlight = input.highlight === true;
  if (task.taskType === '2' && score !== null) {
    const thresholds = parseThresholds(await matterValue(db, 'star.thresholds', '90,80,70,60'));
    values.stars = starsOf(percentOf(score, totalPoints(indicators)), thresholds, values.highlight === true);
  }
  return score;
}

/** A target's submission: scores within the indicators' points, evidence of its own records, the review's results. */
export const taskSubmissionBehaviour: Behaviour = {
  computed: () => ({
    taskType: ofTask('task_type'),
    deadline: ofTask('deadline'),
    taskState: ofTask('state'),
    issuerOrgId: ofTask('org_id'),
    issuerOrgIdName: sql`(SELECT o.name FROM tasks t JOIN orgs o ON o.id = t.org_id WHERE t.id = ${columnsOf(taskSubmissions).taskId})`,
    responderCount: sql<number>`coalesce(jsonb_array_length(${columnsOf(taskSubmissions).responders}), 0)`.mapWith(
      Number,
    ),
  }),
  // Each derived column reads the submission's own task by its id.
  computedReads: ['taskId'],

  async beforeSave({ db, user, before, errors }, v) {
    if (before && v.taskId !== before.taskId) errors.taskId = say('task.keepTask');
    if (before && v.orgId !== before.orgId) errors.orgId = say('task.keepOrg');
    if (errors.taskId || errors.orgId) return;
    const task = await taskOf(db, v.taskId);
    if (!before) {
      // A receipt made by hand: a late target added by the issuing side, under the issuer.
      if (task.state === 'draft') errors.taskId = say('task.notSent');
      else if (typeof v.orgId === 'number' && (v.orgId === task.orgId || !(await isWithin(db, v.orgId, task.orgId))))
        errors.orgId = say('task.orgBelowIssuer');
    }
    if (!errors.selfScores) {
      const scores = (v.selfScores ?? []) as IndicatorScore[];
      const problem = scoreProblem(task.indicators ?? [], scores);
      if (problem) errors.selfScores = problem;
      else v.selfScore = scores.length ? String(sumScores(scores)) : null;
    }
    if (!errors.evidence && typeof v.orgId === 'number') {
      const checked = await checkEvidence(db, user, v.orgId, v.evidence, evidenceResolver());
      if ('problem' in checked) errors.evidence = checked.problem;
      else v.evidence = checked.links;
    }
    if (!errors.responders) {
      const problem = responderProblem(v.responders);
      if (problem) errors.responders = problem;
    }
  },

  async onTransition({ db, before }, { move, input, values, detail }) {
    const task = await taskOf(db, before!.taskId);
    const now = new Date().toISOString();
    if (move.action === 'submit') {
      if (!String(before!.progress ?? '').trim()) throw badRequest(say('task.progressRequired'), 'progress');
      values.submittedAt = now;
      return;
    }
    values.reviewedAt = now;
    values.reviewOpinion = typeof input.opinion === 'string' ? input.opinion.trim() || null : null;
    if (move.action === 'approve') {
      const score = await review(db, task, input, values);
      Object.assign(detail, { score, ...(values.stars ? { stars: values.stars } : {}) });
    }
  },

  async decorateDetail(db, records) {
    if (!records.length) return;
    const ids = [...new Set(records.map((r) => r.taskId as number))];
    const tasks = await tasksByIds(db, ids);
    const rows = await indicatorRows(
      db,
      tasks.flatMap((t) => t?.indicators ?? []),
    );
    for (const r of records) {
      const task = tasks.find((t) => t?.id === r.taskId);
      r.indicatorRows = (task?.indicators ?? []).map((i) => ({
        ...rows.find((x) => x.indicatorId === i.indicatorId)!,
        points: Number(i.points),
      }));
    }
  },
};
