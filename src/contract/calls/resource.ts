import { z } from 'zod';
import type { EntityDef } from '../resource/types';
import { MAX_PAGE_SIZE } from '../resource/types';
import { PRIVILEGES } from '../privileges';
import { entityCall, SIGNED_IN } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import { rowId, rowVersion } from './ids';
import type { JobStarted } from './jobs';
import type { Accessory, DetailRecord, ListPage, QueueRecord, ResourceRecord } from './records';

const sortSchema = z.object({ field: z.string().max(50), order: z.enum(['asc', 'desc']) }).optional();
const filtersSchema = z.record(z.string().max(50), z.unknown()).default({});

export const listSchema = z.object({
  pageCurrent: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  filters: filtersSchema,
  sort: sortSchema,
});
const idSchema = z.object({ id: rowId });
const deleteSchema = z.object({ id: rowId, version: rowVersion });
const saveSchema = z.looseObject({
  id: rowId.optional(),
  version: rowVersion.optional(),
  submitToken: z.string().min(8).max(64).optional(),
});
const exportSchema = z.object({ filters: filtersSchema, sort: sortSchema });

const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
const transitionSchema = z.looseObject({
  id: rowId,
  version: rowVersion,
  action: z.string().min(1).max(32),
  opinion: z.string().max(2000).optional().nullable(),
  signature: z.string().max(700_000).regex(SIGNATURE, 'request.problem.signaturePng').optional().nullable(),
});

/**
 * The generic calls of one entity (DESIGN sections 4 and 6), all from its definition: list, get, save,
 * delete, export, and transition / issue where the entity has a workflow / a distribution. The address is
 * `/api/<entity>/...`, so reads provide the entity's name as a tag and writes invalidate it: a save refreshes
 * every list of the entity.
 */
export function resourceCalls(def: EntityDef) {
  const base = `/api/${def.name}`;
  const read = entityCall(def, def.privileges.read);
  const write = entityCall(def, def.privileges.write);
  return {
    list: declareCall({
      url: `${base}/list`,
      payload: listSchema,
      answer: answer<ListPage>(),
      access: read,
    }),
    get: declareCall({
      url: `${base}/get`,
      payload: idSchema,
      answer: answer<DetailRecord>(),
      access: read,
      silent: true,
    }),
    save: declareCall({
      url: `${base}/save`,
      payload: saveSchema,
      answer: answer<ResourceRecord>(),
      access: write,
      write: { action: 'save', resource: def.name },
      silent: true,
      invalidates: ['workflow'],
    }),
    delete: declareCall({
      url: `${base}/delete`,
      payload: deleteSchema,
      answer: answer<null>(),
      access: write,
      write: { action: 'delete', resource: def.name },
      silent: true,
    }),
    export: declareCall({
      url: `${base}/export`,
      payload: exportSchema,
      answer: answer<FileAnswer>(),
      access: entityCall(def, def.privileges.export ?? def.privileges.read),
      write: { action: 'export', resource: def.name },
      refreshesNothing: true,
    }),
    /**
     * The same export as a job, for lists too long to build while the caller waits: answers the job's id at
     * once; `/api/job/progress` follows it and `/api/job/download` hands over the file.
     */
    exportJob: declareCall({
      url: `${base}/exportJob`,
      payload: exportSchema,
      answer: answer<JobStarted>(),
      access: entityCall(def, def.privileges.export ?? def.privileges.read),
      write: { action: 'export', resource: def.name },
      refreshesNothing: true,
    }),
    /** One workflow move: submit, approve, return with an opinion, and what else the move carries. */
    transition: declareCall({
      url: `${base}/transition`,
      payload: transitionSchema,
      answer: answer<DetailRecord | null>(),
      access: entityCall(def),
      write: { action: 'transition', resource: def.name },
      invalidates: ['workflow'],
    }),
    /**
     * One sensitive value of a record, whole (ID number, phone): for a role that manages them, on purpose,
     * and written to the operation log (who, whose, which field, when). Lists and details only ever mask it.
     */
    reveal: declareCall({
      url: `${base}/reveal`,
      payload: z.object({ id: rowId, field: z.string().min(1).max(50) }),
      answer: answer<{ field: string; value: string | null }>(),
      access: entityCall(def, PRIVILEGES.memberSensitive),
      write: { action: 'reveal', resource: def.name },
      // Nothing a screen shows changes: the detail keeps its masked record and shows the value beside it.
      refreshesNothing: true,
    }),
    /**
     * One of the documents the entity offers (src/contract/documents.ts) made from a record as .docx: for
     * whoever reads the record; logged, and a sealed one records the seal's use.
     */
    document: declareCall({
      url: `${base}/document`,
      payload: z.object({ id: rowId, kind: z.string().min(1).max(50), sealId: rowId.optional() }),
      answer: answer<FileAnswer>(),
      access: read,
      write: { action: 'document', resource: def.name },
      invalidates: ['sealUse'],
    }),
    /** Sends a draft to its targets: one receipt each. */
    issue: declareCall({
      url: `${base}/issue`,
      payload: z.object({ id: rowId, version: rowVersion }),
      answer: answer<ResourceRecord>(),
      access: write,
      write: { action: 'issue', resource: def.name },
      invalidates: def.audience?.receipt.entity ? [def.audience.receipt.entity] : [],
    }),
  };
}

export type ResourceCalls = ReturnType<typeof resourceCalls>;

/** The calls every entity shares: attached files and the review queue. */
export const accessoryUpload = declareCall({
  url: '/api/accessory/upload',
  payload: z.object({ entity: z.string().max(50), recordId: rowId }),
  payloadInQuery: true,
  answer: answer<Accessory>(),
  access: SIGNED_IN,
  write: { action: 'upload', resource: 'accessory' },
});

export const accessoryDownload = declareCall({
  method: 'GET',
  url: '/api/accessory/download',
  payload: z.object({ accessPath: rowId, fileName: z.string().max(200).optional() }),
  answer: answer<FileAnswer>(),
  access: SIGNED_IN,
});

export const accessoryDelete = declareCall({
  url: '/api/accessory/delete',
  payload: z.object({ id: rowId }),
  answer: answer<null>(),
  access: SIGNED_IN,
  write: { action: 'delete', resource: 'accessory' },
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'request.problem.day');
export const reviewQueue = declareCall({
  url: '/api/workflow/queue',
  payload: z.object({
    entity: z.string().max(50).optional().nullable(),
    orgId: rowId.optional().nullable(),
    from: day.optional().nullable(),
    to: day.optional().nullable(),
    pageCurrent: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
  }),
  answer: answer<ListPage<QueueRecord>>(),
  access: SIGNED_IN,
});
