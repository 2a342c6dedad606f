/**
 * One definition per entity: plain data that the server turns into validation, queries and
 * exports, and the SPA into its list and detail screens.
 */
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
  | 'phone';

/** How a list filter compares: equality, substring, one of, a closed range, or an organisation's subtree. */
export type FilterOp = 'eq' | 'like' | 'in' | 'range' | 'subtree';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  label: Labels;
  required?: boolean;
  /** Longest text, or largest number. */
  max?: number;
  min?: number;
  pattern?: { source: string; message: string };
  /** Dictionary name, for kind 'dict'. */
  dict?: string;
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
   * scope lets a caller read. 'id' means the row is itself an organisation.
   */
  owner: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** The field that names a record (titles, logs, references). */
  titleField: string;
  privileges: { write: string; export?: string };
  /** SPA paths of the list and detail screens. */
  routes: { list: string; detail: string };
  /** Accessories (attached files) on the detail screen. */
  accessories?: boolean;
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
