import type { Message } from '@/contract';
import type { ListQuery } from '@/contract/resource';
import { ApiError } from './client-factory';
import { downloadFile, saveBlob } from './download';
import { decodeEnvelope } from './envelope-codec';
import { toastError } from './notify';
import { post, request } from './request';

/** One row of any entity: the definition's fields plus what every row carries. */
export interface ResourceRecord {
  id: number;
  version: number;
  /** The workflow actions the caller may take on this record now. */
  moves?: string[];
  createdAt?: string;
  updatedAt?: string;
  /** The soft rules' warnings, worded where shown. */
  warnings?: Message[];
  [field: string]: unknown;
}

export interface Accessory {
  id: number;
  fileName: string;
  size: number;
  mime: string;
  createdAt: string;
}

export type DetailRecord = ResourceRecord & {
  accessories?: Accessory[];
  /** Workflow moves so far (entities with a workflow or a distribution). */
  history?: HistoryEntry[];
  /** The sent record a receipt answers (a task of a submission). */
  parent?: ResourceRecord | null;
};

export interface ListPage<T = ResourceRecord> {
  records: T[];
  total: number;
}

const url = (entity: string, action: string) => `/api/${entity}/${action}`;

/** The verbs every entity answers (DESIGN section 4). Saves and deletes are silent: the screen explains 400 and 409 itself. */
export const resourceApi = {
  list: (entity: string, query: ListQuery) => post<ListPage>(url(entity, 'list'), query).then((r) => r.data),
  get: (entity: string, id: number) =>
    post<DetailRecord>(url(entity, 'get'), { id }, { silent: true }).then((r) => r.data),
  save: (entity: string, values: Record<string, unknown>) =>
    post<ResourceRecord>(url(entity, 'save'), values, { silent: true }).then((r) => r.data),
  remove: (entity: string, id: number, version: number) =>
    post<null>(url(entity, 'delete'), { id, version }, { silent: true }),
  export: (entity: string, query: Pick<ListQuery, 'filters' | 'sort'>) =>
    downloadPosted(url(entity, 'export'), query, `${entity}.xlsx`),
  /** One workflow move (DESIGN section 6): submit, approve, return with an opinion, and what else the move carries. */
  transition: (
    entity: string,
    payload: { id: number; version: number; action: string; opinion?: string | null; [extra: string]: unknown },
  ) => post<DetailRecord>(url(entity, 'transition'), payload).then((r) => r.data),
  /** Sends a draft to its targets: one receipt each. */
  issue: (entity: string, id: number, version: number) =>
    post<DetailRecord>(url(entity, 'issue'), { id, version }).then((r) => r.data),
};

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

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function fileNameOf(disposition: string | undefined | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** A spreadsheet answer is saved; an envelope that arrived instead of it is shown like any error. */
export async function downloadPosted(path: string, payload: unknown, fallbackName: string): Promise<void> {
  const response = (await request.post(path, payload ?? {}, { responseType: 'blob' })) as {
    data: Blob;
    headers: Record<string, string | undefined>;
  };
  const blob = response.data;
  const type = blob.type || response.headers['content-type'] || '';
  if (/json|text\/plain/.test(type)) {
    let message = 'Download failed';
    try {
      message = decodeEnvelope(await blob.text()).error_msg || message;
    } catch {
      /* not an envelope either */
    }
    toastError(message);
    throw new ApiError(message, undefined, undefined, true);
  }
  saveBlob(blob, fileNameOf(response.headers['content-disposition'], fallbackName));
}

/** Attached files of a record: uploaded as multipart (the file itself is not encrypted), downloaded through the download call. */
export const accessoryApi = {
  upload: (entity: string, recordId: number, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return post<Accessory>('/api/accessory/upload', body, { params: { entity, recordId } }).then((r) => r.data);
  },
  download: (accessory: Pick<Accessory, 'id' | 'fileName'>) =>
    downloadFile('/api/accessory/download', accessory.fileName, String(accessory.id)),
  remove: (id: number) => post<null>('/api/accessory/delete', { id }),
};

/** The server's validation answer: data { field, fields: { name: message } }. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code !== 400) return undefined;
  const data = error.envelope?.data as { field?: string; fields?: Record<string, string> } | null | undefined;
  if (data?.fields && typeof data.fields === 'object') return data.fields;
  if (data?.field) return { [data.field]: error.message };
  return undefined;
}

export const isStale = (error: unknown): boolean => error instanceof ApiError && error.code === 409;
