import type { Db } from '../client';

/** What an area's demo data hangs on: the seeded organisations, members and accounts, looked up in the database. */
export interface SeedContext {
  db: Db;
  /** Organisations by seed code ('G', 'C1', 'C1-F1-1', ...), with their path and type. */
  orgs: Map<string, { id: number; name: string; path: string; type: string; parentId: number | null }>;
  /** Members of each organisation, by organisation id, in id order. */
  membersOf: (orgId: number) => { id: number; name: string; post: string | null; memberType: string }[];
  /** Account ids by account name ('secretary1', ...). */
  accounts: Map<string, { id: number; orgId: number; memberId: number | null }>;
  /** Branches (党支部 and 联合党支部), in tree order. */
  branches: { id: number; code: string; name: string; path: string }[];
}

/**
 * One area's demo data. Each runs when its own table is still empty, so that a database seeded by an
 * earlier version gets the areas added since; each must be deterministic (no Math.random).
 */
export type AreaSeed = {
  name: string;
  isEmpty: (db: Db) => Promise<boolean>;
  run: (ctx: SeedContext) => Promise<void>;
  /** Seeds whose fresh demo data this one changes: it runs only in the same pass as all of them, never on older data. */
  after?: string[];
};
