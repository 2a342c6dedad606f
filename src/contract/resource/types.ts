import type { PATTERN_WORDS } from '../messages/field-words';

/**
 * One definition per entity: plain data that the server turns into validation, queries and
 * exports, and the SPA into its list and detail screens.
 */
/** A rule's message: one of the pattern wordings, which name the field. */
export type PatternCode = keyof typeof PATTERN_WORDS;

export type Labels = { zh: string; en: string; es: string };

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'int'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'bool'
  | 'dict'
  | 'org'
  | 'ref'
  | 'idNumber'
  | 'phone'
  /** Yuan with two decimals, a decimal string on the wire ('43.30'): never binary floating point. */
  | 'money'
  /** A month, 'YYYY-MM'. */
  | 'month'
  /** Several organisations (targets of a distribution): an array of ids. */
  | 'orgs'
  /** Several records of the entity named by `ref`: an array of ids. */
  | 'refs'
  /** Several values of the dictionary named by `dict`: an array of codes. */
  | 'dicts'
  /** Structured data whose shape the entity's behaviour checks (options, attendance, indicator points). */
  | 'json'
  /** Rich text, sanitised by the server against an allow-list whatever the client sent. */
  | 'html';

/**
 * How a list filter compares: equality, substring, one of, a closed range, an organisation's subtree,
 * or an array field that holds the value.
 */
export type FilterOp = 'eq' | 'like' | 'in' | 'range' | 'subtree' | 'has';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  label: Labels;
  required?: boolean;
  /** Longest text, or largest number. */
  max?: number;
  min?: number;
  /** The rule a text follows beyond its kind, and the message (its parameter the field) that says it. */
  pattern?: { source: string; message: PatternCode };
  /** Dictionary name, for kind 'dict'. */
  dict?: string;
  /** Dictionary values this field does not take (a shared list of which only some apply). */
  excludeValues?: string[];
  /** For kind 'org': pick among the whole group's organisations (the receiving side of a transfer), not only the user's subtree. */
  groupWide?: boolean;
  /** Entity name, for kind 'ref'. */
  ref?: string;
  /** Shown as a list column. */
  list?: boolean;
  /** Offered in the list's filter form. */
  filter?: FilterOp;
  sortable?: boolean;
  /** Masked in lists, details and exports unless the caller holds member:sensitive. */
  masked?: { keepStart: number; keepEnd: number };
  /** Computed by the server: shown, never taken from the client. */
  derived?: boolean;
  /** Computed in SQL on every read (the behaviour's `computed`): no column of its own. */
  virtual?: boolean;
  /** The SQL column when it is not the snake-case name (a wire name over an older column). */
  column?: string;
  /** The column's default (a derived state's starting value). */
  default?: string | number | boolean;
  /** Decimal places of a 'decimal' field (default 2). */
  scale?: number;
  /** Not shown in the form (still in the record). */
  hiddenInForm?: boolean;
  /** Form column span out of 24 (default 12). */
  span?: number;
  help?: Labels;
}

export interface EntityDef {
  /** API name: /api/<name>/<action>. */
  name: string;
  label: Labels;
  fields: FieldDef[];
  /**
   * Field(s) holding the owning organisation's id; the first decides who may write, any one in
   * scope lets a caller read. 'id' means the row is itself an organisation. None: configuration of the
   * whole group (the dictionary, the menu catalogue, the logs), which its screen and privileges guard.
   */
  owner: string[];
  /** The list's order; `then` breaks ties (items of one dictionary by their own order) before the newest first. */
  defaultSort: { field: string; order: 'asc' | 'desc'; then?: string };
  /** The field that names a record (titles, logs, references). */
  titleField: string;
  privileges: {
    write: string;
    export?: string;
    /** Needed besides the screen to read at all (a log). */ read?: string;
  };
  /** SPA paths of the list and detail screens. */
  routes: { list: string; detail: string };
  /** Accessories (attached files) on the detail screen. */
  accessories?: boolean;
  /**
   * The table is derived from the fields (server/db/schema/derived.ts): its SQL name, and only what the
   * fields cannot say (unique keys, composite indexes), by field names.
   */
  table?: { name: string; unique?: string[][]; indexes?: string[][] };
  /** States and moves (DESIGN section 6: workflow). */
  workflow?: WorkflowDef;
  /** Sent down to organisations or members, one receipt per target (DESIGN section 6: distribution). */
  distribution?: DistributionDef;
  /** Read-only to everyone (no save, no delete): a log. */
  readOnly?: boolean;
  /** Rows are added, never changed or removed (a register of uses): save creates only, no delete. */
  appendOnly?: boolean;
}

/** Who may make a move of a workflow. */
export type MoveBy =
  /** The owner organisation's own staff (or its ancestors acting for it). */
  | 'owner'
  /** The owner organisation's own staff only, never the levels above it (an inspected organisation's report). */
  | 'self'
  /** The level above the owner: staff of a strict ancestor of the owner organisation, never the owner itself. */
  | 'above'
  /** The organisation on the receiving side (the second owner field, e.g. a transfer's destination). */
  | 'receiver'
  /** The organisation that sent the record a receipt belongs to (a task's issuer reviewing a submission). */
  | 'issuer';

export interface WorkflowMove {
  action: string;
  label: Labels;
  from: string[];
  to: string;
  by: MoveBy;
  /** An opinion must be written (a return). */
  opinion?: 'required' | 'optional';
  /** Privilege needed besides the screen (default: the entity's write privilege). */
  privilege?: string;
  /** Button style: the main move of its state, or a dangerous one. */
  tone?: 'primary' | 'danger';
}

export interface WorkflowDef {
  /** The field holding the state (a derived dict field). */
  field: string;
  initial: string;
  /** States in which the owner may still edit and delete the record. */
  editable: string[];
  moves: WorkflowMove[];
  /** Pending for the level above in these states: the review queue (dwAudit). */
  queue?: string[];
  /** History entries a behaviour writes besides the moves (a deadline extended), by action: their labels. */
  events?: { action: string; label: Labels }[];
}

export interface DistributionDef {
  /** The 'orgs' field naming the target organisations. */
  targetOrgs: string;
  /** A 'refs' field of members targeted one by one, if any. */
  targetMembers?: string;
  /** The entity whose rows are the receipts: one per target organisation. */
  receipt: string;
  /** The receipt's field that points back at the sent record. */
  receiptParent: string;
  /** The sent record's state field, its state before sending, and the state issuing moves it to. */
  stateField: string;
  draftState: string;
  sentState: string;
  /** Fields frozen once sent (targets, indicators). */
  frozen: string[];
  /** The receipt's columns, and filters, in the sender's progress table (default: all its list columns and filters). */
  progressColumns?: string[];
}

/** The shape of a list call. */
export interface ListQuery {
  pageCurrent?: number;
  pageSize?: number;
  filters?: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
}

export const MAX_PAGE_SIZE = 200;
export const MAX_EXPORT_ROWS = 50_000;
