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
  /** How the value is masked; without `sensitive`, masked in lists, details and exports unless the caller holds member:sensitive. */
  masked?: { keepStart: number; keepEnd: number };
  /**
   * Personal data (an ID number, a phone): stored SM4-encrypted with a blind index for exact search, masked
   * for every role in lists, details and exports, shown whole only by the entity's reveal call (logged).
   */
  sensitive?: boolean;
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
  /** Total digits of a 'decimal' field's column (default 14). */
  precision?: number;
  /**
   * Whether the column refuses null, when that differs from `required`: true for a value the server always
   * sets (a derived name), false for one the form asks for that older rows lack.
   */
  notNull?: boolean;
  /** A 'datetime' the server handles as a Date (times it compares or sets itself), not as text. */
  asDate?: boolean;
  /** A 'datetime' that takes the moment of the insert when none is given (a log's time). */
  defaultNow?: boolean;
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
  /** Who may reach the records (the privileges above say who may write them). */
  access: EntityAccess;
  /** Accessories (attached files) on the detail screen. */
  accessories?: boolean;
  /** The detail screen's titled groups of fields; fields no group names follow in a last, untitled one. */
  sections?: { title: Labels; fields: string[] }[];
  /** Where a record is: its longitude and latitude fields, shown and picked on a map when a map key is set. */
  location?: { longitude: string; latitude: string; address?: string };
  /**
   * The table is derived from the fields (server/db/schema/derived.ts): its SQL name, and only what the
   * fields cannot say (unique keys, composite indexes), by field names.
   */
  table?: { name: string; unique?: string[][]; indexes?: string[][] };
  /** States and moves (DESIGN section 6: workflow). */
  workflow?: WorkflowDef;
  /** Sent down to organisations, one receipt per target made by issuing (DESIGN section 6: distribution). */
  distribution?: DistributionDef;
  /** Who a sent record reaches and the receipt each target keeps (tasks, arrangements, exams, votes, announcements). */
  audience?: AudienceDef;
  /** Read-only to everyone (no save, no delete): a log. */
  readOnly?: boolean;
  /** Rows are added, never changed or removed (a register of uses): save creates only, no delete. */
  appendOnly?: boolean;
  /**
   * Kept only by the level that sent a record of this entity down (objections to the notice of the call it
   * issued): an organisation that sent none reaches none of these records, and its screens do not offer them.
   */
  keptBySender?: string;
}

/**
 * The menu entries that open an entity's records. A role holding one of `menus` reaches every record
 * (in its organisation scope); a role holding only entries of `byValue` reaches the records whose field
 * holds a value of those entries (tasks split by type among the annual, star and emergency screens).
 */
export interface EntityAccess {
  menus: string[];
  byValue?: { field: string; menus: Record<string, string[]> };
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

/** How a record is sent: the state it leaves and the state issuing moves it to; who it reaches is its `audience`. */
export interface DistributionDef {
  /** The sent record's state field, its state before sending, and the state issuing moves it to. */
  stateField: string;
  draftState: string;
  sentState: string;
  /** Fields frozen once sent (targets, indicators). */
  frozen: string[];
  /** The receipt's columns, and filters, in the sender's progress table (default: all its list columns and filters). */
  progressColumns?: string[];
}

/** What a target's receipt records: the record read, acknowledged, submitted, scored, voted in or taken. */
export type ReceiptKind = 'read' | 'acknowledged' | 'submitted' | 'scored' | 'voted' | 'taken';

/**
 * Where each target keeps its receipt: rows of an entity (made by issuing) or of a plain table (made by
 * the target's own call), one per record and target. Field names are the table's property names.
 */
export type ReceiptDef = {
  keeps: ReceiptKind[];
  /** The receipt's field naming the sent record. */
  parent: string;
  /** The receipt's field naming the target: an organisation, or a member. */
  target: string;
  /** When the receipt was made (the first reading), if the receipt keeps it. */
  at?: string;
} & ({ entity: string; table?: never } | { table: string; entity?: never });

/**
 * Who a sent record reaches (DESIGN section 7). Target organisations reach themselves (one receipt per
 * organisation: a task) or the members of their subtrees, together with the members named one by one.
 * The roll (whom the sender counts) holds the members reached in good standing, and in the kind of
 * record named by `fullMembersOnly` only full members (an election: Party Constitution, article 7).
 */
export interface AudienceDef {
  /** The 'orgs' field naming the target organisations. */
  orgs: string;
  /** A 'refs' field naming members targeted one by one, if any. */
  members?: string;
  reaches: 'organisations' | 'members';
  /** Only full members count when this field holds this value. */
  fullMembersOnly?: { field: string; value: string };
  /** Only members on the roll may answer (a ballot); otherwise every member reached may, and the roll counts. */
  rollOnly?: boolean;
  receipt: ReceiptDef;
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
