import { eq } from 'drizzle-orm';
import { optionsProblem, resultOf, type VoteOption } from '../../../../src/contract/resource/affairs-rules';
import { voteEntity } from '../../../../src/contract/resource/vote';
import { voteTallies } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { rollSize } from '../../resources/audience';
import type { Behaviour, Row } from '../../resources/binding';
import { say } from '../../../../src/contract/messages/message';

const optionsOf = (row: Record<string, unknown>): VoteOption[] =>
  Array.isArray(row.options) ? (row.options as VoteOption[]) : [];
const time = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : v instanceof Date ? v.getTime() : NaN);

/** Whether the voting window is over: closed early, finalised, or past its closing time. */
export function isClosed(row: Record<string, unknown>, now = Date.now()): boolean {
  return (
    row.state === 'closed' || row.state === 'finalised' || (row.state === 'published' && time(row.closesAt) <= now)
  );
}

/** Options well formed, choice bounds within them, the window the right way round. */
export const voteBehaviour: Behaviour = {
  beforeSave({ errors }, v) {
    if (v.options !== null && v.options !== undefined && !errors.options) {
      const problem = optionsProblem(v.options);
      if (problem) errors.options = problem;
    }
    const min = v.minChoices as number;
    const max = v.maxChoices as number;
    if (typeof min === 'number' && typeof max === 'number' && min > max && !errors.maxChoices)
      errors.maxChoices = say('vote.maxBelowMin');
    const count = Array.isArray(v.options) ? v.options.length : 0;
    if (count && typeof max === 'number' && max > count && !errors.maxChoices)
      errors.maxChoices = say('vote.maxAboveOptions', { count });
    if (time(v.closesAt) <= time(v.opensAt) && !errors.closesAt) errors.closesAt = say('time.closesAfterOpens');
  },

  async onTransition({ db, before }, { move, values }) {
    const row = before as Row;
    if (move.action === 'publish') {
      const options = optionsOf(row);
      if (options.length < 2) throw badRequest(say('vote.twoOptions'), 'options');
      if ((row.maxChoices as number) > options.length)
        throw badRequest(say('vote.maxAboveOptions', { count: options.length }), 'maxChoices');
      if (!(row.voterOrgIds as number[]).length && !(row.voterMemberIds as number[]).length)
        throw badRequest(say('vote.votersRequired'), 'voterOrgIds');
      if (time(row.closesAt) <= Date.now()) throw badRequest(say('vote.closesInPast'), 'closesAt');
    }
    if (move.action === 'close' && time(row.closesAt) > Date.now()) {
      values.closesAt = new Date().toISOString();
      if (time(row.opensAt) > Date.now()) values.opensAt = values.closesAt;
    }
    if (move.action === 'finalise') {
      if (!isClosed(row)) throw badRequest(say('vote.notClosed'), 'closesAt');
      const [tally] = await db.select().from(voteTallies).where(eq(voteTallies.voteId, row.id));
      const electorate = await rollSize(db, voteEntity, row);
      const result = resultOf(
        String(row.kind),
        optionsOf(row),
        row.maxChoices as number,
        electorate,
        tally?.ballots ?? 0,
        (tally?.counts ?? {}) as Record<string, number>,
      );
      values.result = { ...result, finalisedAt: new Date().toISOString() };
    }
  },
};
