import { ENTITY_BY_NAME, type ListQuery } from '@/contract/resource';
import { accessoryDelete, accessoryUpload, resourceCalls, type ResourceCalls } from '@/contract/calls/resource';
import type { Accessory } from '@/contract/calls/records';
import { jobDownload } from '@/contract/calls/jobs';
import { call, sendCall } from './call';
import { ApiError } from './client-factory';
import { downloadFile, saveBlob } from './download';
import { decodeEnvelope } from './envelope-codec';
import { toastError } from './notify';
import { request } from './request';

export type { Accessory, DetailRecord, HistoryEntry, ListPage, ResourceRecord } from '@/contract/calls/records';

const declared = new Map<string, ResourceCalls>();

/** The generic calls of an entity, declared from its definition. */
export function callsOf(entity: string): ResourceCalls {
  let calls = declared.get(entity);
  if (!calls) {
    const def = ENTITY_BY_NAME[entity];
    if (!def) throw new Error(`unknown entity ${entity}`);
    calls = resourceCalls(def);
    declared.set(entity, calls);
  }
  return calls;
}

/** The verbs every entity answers (DESIGN section 4). Saves and deletes are silent: the screen explains 400 and 409 itself. */
export const resourceApi = {
  list: (entity: string, query: ListQuery) => call(callsOf(entity).list, query),
  get: (entity: string, id: number) => call(callsOf(entity).get, { id }),
  save: (entity: string, values: Record<string, unknown>) => call(callsOf(entity).save, values),
  remove: (entity: string, id: number, version: number) => sendCall(callsOf(entity).delete, { id, version }),
  export: (entity: string, query: Pick<ListQuery, 'filters' | 'sort'>) =>
    downloadPosted(callsOf(entity).export.url, query, `${entity}.xlsx`),
  /** The same export as a job: answers its id at once; `/api/job/progress` follows it. */
  exportJob: (entity: string, query: Pick<ListQuery, 'filters' | 'sort'>) => call(callsOf(entity).exportJob, query),
  /** The file a finished job made. */
  downloadJob: (id: string, fileName: string) => downloadPosted(jobDownload.url, { id }, fileName),
  /** One workflow move (DESIGN section 6): submit, approve, return with an opinion, and what else the move carries. */
  transition: (
    entity: string,
    payload: { id: number; version: number; action: string; opinion?: string | null; [extra: string]: unknown },
  ) => call(callsOf(entity).transition, payload),
  /** Sends a draft to its targets: one receipt each. */
  issue: (entity: string, id: number, version: number) => call(callsOf(entity).issue, { id, version }),
};

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
    return request
      .post(accessoryUpload.url, body, { params: { entity, recordId } })
      .then((r) => (r as unknown as { data: Accessory }).data);
  },
  download: (accessory: Pick<Accessory, 'id' | 'fileName'>) =>
    downloadFile('/api/accessory/download', accessory.fileName, String(accessory.id)),
  remove: (id: number) => sendCall(accessoryDelete, { id }),
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
