import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef, WorkflowMove } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import type { StatementSlots } from '../../db/statement-slots';
import type { SessionUser } from '../../lib/session-user';
import type { FieldProblems } from '../../lib/errors';

export type Row = Record<string, unknown> & { id: number; version: number };

export interface SaveContext {
  db: Db;
  user: SessionUser;
  /** The row as it was, on update. */
  before: Row | null;
  /** Field problems found so far; a behaviour adds its own. */
  errors: FieldProblems;
}

/** What an entity has that the generic calls cannot know: derived values, rules, side effects. */
export interface Behaviour {
  /**
   * Who may read or change rows, when it is not the owner organisation's subtree (a personal agenda:
   * its account, and those a grant lets keep it). Answers the SQL condition, or undefined for the usual.
   * The caller's values go into `slots`, so that every caller's statement has the same text.
   */
  scope?(user: SessionUser, mode: 'read' | 'write', slots: StatementSlots): SQL | undefined;
  /** Derived columns computed in SQL: selectable, filterable and sortable like stored ones. */
  computed?: () => Record<string, SQL>;
  /**
   * The reference fields whose records (and only those, by id) the derived columns read: a read then
   * rests on those records, as it does on the records its references join, not on their whole table.
   */
  computedReads?: readonly string[];
  /** Adjusts the values about to be written (derived fields) and adds rule errors. */
  beforeSave?(ctx: SaveContext, values: Record<string, unknown>): Promise<void> | void;
  /** Work in the same transaction after the row is written. */
  afterSave?(ctx: SaveContext, row: Row): Promise<void> | void;
  beforeDelete?(ctx: { db: Db; user: SessionUser }, row: Row): Promise<void> | void;
  /**
   * Before a workflow move is written: checks what the move carries (a score, a date), adds values to
   * set on the row and details for the history; throws to refuse.
   */
  onTransition?(
    ctx: SaveContext,
    move: {
      move: WorkflowMove;
      input: Record<string, unknown>;
      values: Record<string, unknown>;
      detail: Record<string, unknown>;
    },
  ): Promise<void> | void;
  /**
   * Whether a move is offered on this row at all, to this caller (onTransition still refuses it when called
   * anyway): a chain of levels where the side is more than 'above' (the committee forwards, the group decides).
   */
  offersMove?(move: WorkflowMove, row: Record<string, unknown>, user: SessionUser): boolean;
  /**
   * Whether a row in the caller's scope is offered for change at all (beforeSave and beforeDelete still refuse
   * it when called anyway): where more than the scope decides (a quota, changed only by a level above).
   */
  offersChange?(row: Record<string, unknown>, user: SessionUser): boolean;
  /** Work in the same transaction after a move is written (moving a member, scoring a star rating). */
  afterTransition?(
    ctx: SaveContext,
    move: { move: WorkflowMove; row: Row; input: Record<string, unknown> },
  ): Promise<void> | void;
  /** Work in the same transaction after a distribution is issued (its receipts exist). */
  afterIssue?(ctx: SaveContext, row: Row): Promise<void> | void;
  /**
   * Rows a caller may read beyond their owners' scope (what was sent to their organisation), OR-ed with
   * it; writes and moves still need the owner in scope.
   */
  readAlso?(user: SessionUser, cols: Record<string, PgColumn>, slots: StatementSlots): SQL;
  /** The entity's module registers `/api/<name>/get` itself (a public read) and answers `readDetail` from it. */
  ownGetCall?: boolean;
  /** Adds warnings and other read-only facts to records on their way out, in lists and one by one. */
  decorate?(db: Db, records: Record<string, unknown>[]): Promise<void> | void;
  /**
   * Adds what only a record's own screen shows (names of everyone a meeting expects, a task's
   * indicators in full) to a record read by id, and to the answers of its writes and moves; a list
   * leaves it out, its rows carrying what the list shows and what its row actions need.
   */
  decorateDetail?(db: Db, records: Record<string, unknown>[]): Promise<void> | void;
}

export interface Binding {
  def: EntityDef;
  table: PgTable;
  behaviour: Behaviour;
}
