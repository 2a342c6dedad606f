import type { Message } from '../messages/message';
/** One row of any entity: the definition's fields plus what every row carries. */
export interface ResourceRecord {
  id: number;
  version: number;
  /** The workflow actions the caller may take on this record now. */
  moves?: string[];
  /**
   * False when the caller reads the record but may not change it: its owner organisation lies outside the
   * caller's subtrees (a call received from above). Absent where the owner decides nothing (configuration).
   */
  writable?: boolean;
  createdAt?: string;
  updatedAt?: string;
  /** The soft rules' warnings, worded where shown. */
  warnings?: Message[];
  [field: string]: unknown;
}

/** A file attached to a record. */
export interface Accessory {
  id: number;
  fileName: string;
  size: number;
  mime: string;
  createdAt: string;
}

/** One move in a record's history. */
export interface HistoryEntry {
  id: number;
  action: string;
  fromState: string | null;
  toState: string;
  opinion: string | null;
  signature: string | null;
  detail: Record<string, unknown> | null;
  accountName: string | null;
  orgName: string | null;
  at: string;
}

/** A record as the detail screen reads it. */
export type DetailRecord = ResourceRecord & {
  accessories?: Accessory[];
  /** Workflow moves so far (entities with a workflow or a distribution). */
  history?: HistoryEntry[];
  /** The sent record a receipt answers (a task of a submission). */
  parent?: ResourceRecord | null;
};

/** A list answer. */
export interface ListPage<T = ResourceRecord> {
  records: T[];
  total: number;
}

/** A record waiting for the caller's review (dwAudit). */
export interface QueueRecord {
  entity: string;
  id: number;
  title: string;
  orgId: number;
  orgIdName: string;
  state: string;
  submittedAt: string;
  version: number;
  moves: string[];
}
