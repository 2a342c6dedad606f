import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { partyProjectEntity } from '../../../src/contract/resource/party-project';
import { positionEntity } from '../../../src/contract/resource/position';
import { voteEntity } from '../../../src/contract/resource/vote';
import { workArrangementEntity } from '../../../src/contract/resource/work-arrangement';
import { workArrangementReceiptEntity } from '../../../src/contract/resource/work-arrangement-receipt';
import { derivedTable } from './derived';

/** Party affairs and positions: tables derived from their entity definitions. */
export const partyProjects = derivedTable(partyProjectEntity);
export const workArrangements = derivedTable(workArrangementEntity);
export const workArrangementReceipts = derivedTable(workArrangementReceiptEntity);
export const votes = derivedTable(voteEntity);
export const positions = derivedTable(positionEntity);

/**
 * Who has voted: one row per voter and vote, the key that makes a second ballot impossible. It holds what
 * was chosen only for a named vote. No id sequence and no time: the roll says nothing about order.
 */
export const voteVoters = pgTable(
  'vote_voters',
  {
    voteId: integer('vote_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** Named votes only; null for an anonymous one. */
    choices: varchar('choices', { length: 20 }).array(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.memberId] })],
);

/**
 * What was chosen: one running total per vote, rewritten by every ballot. No ballot rows exist, so
 * nothing can be joined to the roll of voters, and no ballot order can be read from it.
 */
export const voteTallies = pgTable('vote_tallies', {
  voteId: integer('vote_id').primaryKey(),
  ballots: integer('ballots').notNull().default(0),
  counts: jsonb('counts')
    .notNull()
    .default(sql`'{}'::jsonb`),
});
