import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';

export type Row = Record<string, unknown> & { id: number; version: number };

export interface SaveContext {
  db: Db;
  user: SessionUser;
  /** The row as it was, on update. */
  before: Row | null;
  /** Field problems found so far; a behaviour adds its own. */
  errors: Record<string, string>;
}

/** What an entity has that the generic calls cannot know: derived values, rules, side effects. */
export interface Behaviour {
  /** Derived columns computed in SQL: selectable, filterable and sortable like stored ones. */
  computed?: () => Record<string, SQL>;
  /** Adjusts the values about to be written (derived fields) and adds rule errors. */
  beforeSave?(ctx: SaveContext, values: Record<string, unknown>): Promise<void> | void;
  /** Work in the same transaction after the row is written. */
  afterSave?(ctx: SaveContext, row: Row): Promise<void> | void;
  beforeDelete?(ctx: { db: Db; user: SessionUser }, row: Row): Promise<void> | void;
  /** Adds warnings and other read-only facts to records on their way out. */
  decorate?(db: Db, records: Record<string, unknown>[]): Promise<void> | void;
}

export interface Binding {
  def: EntityDef;
  table: PgTable;
  behaviour: Behaviour;
}
