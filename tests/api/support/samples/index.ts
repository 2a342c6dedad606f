/** What a sample is made from: the organisation that owns it and records it may point at. */
export interface SampleContext {
  orgId: number;
  parentId: number;
  memberId: number;
  otherOrgId: number;
}

/** A valid new record of an entity, and a free-text field every such record accepts an edit of. */
export interface Sample {
  make: (ctx: SampleContext, serial: number) => Record<string, unknown>;
  editable: string;
  /** The seeded account that may write it (default admin): separation of duties keeps some entities from the administrator. */
  by?: string;
  /** References to records of other entities made first in the same organisation (an item's programme): field -> entity. */
  needs?: Record<string, string>;
  /** Like `needs`, the records then sent (issued) before this one is saved (a nomination under a call). */
  sent?: Record<string, string>;
  /**
   * Who sees a record beyond the organisation tree: 'personal' records only their own account (and the
   * grants of its entity); 'distributed' records are made by an issue, one per target, and proven by the
   * workflow matrix rather than saved by hand.
   */
  visibility?: 'personal' | 'distributed';
  /** What the record needs besides the sample before every move of its workflow can be made. */
  moves?: MoveNeeds;
}

/** What a workflow's moves draw on, for the suites that walk them. */
export interface MoveNeeds {
  /** Entities of which one record is made first in the same organisation (the questions an exam's rule draws). */
  first?: string[];
  /** Fields the record must hold (a meeting says when it was held, who came and what was done). */
  record?: (ctx: SampleContext) => Record<string, unknown>;
  /** Fields a move sends besides its action (a rectification report, a review score). */
  input?: Record<string, unknown>;
}

/**
 * Samples of the areas' entities, one file per area beside this one (`<area>.ts` exporting SAMPLES), so
 * that the suites that loop over every entity find one for each without a shared list to edit.
 */
// Outside the test runner (the benchmark runs under plain tsx) there is no glob: bench/samples.ts reads the folder itself.
const modules: Record<string, { SAMPLES: Record<string, Sample> }> =
  typeof import.meta.glob === 'function'
    ? import.meta.glob<{ SAMPLES: Record<string, Sample> }>(['./*.ts', '!./index.ts'], { eager: true })
    : {};

export const AREA_SAMPLES: Record<string, Sample> = Object.assign({}, ...Object.values(modules).map((m) => m.SAMPLES));
