import type { FastifyInstance } from 'fastify';
import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import { rowId, rowVersion } from '../../lib/zod-types';
import { MAX_EXPORT_ROWS, MAX_PAGE_SIZE } from '../../../src/contract/resource/types';
import { RAW_REPLY, defineCall } from '../../lib/call';
import { badRequest, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { Binding } from './binding';
import type { Db } from '../../db/client';
import { isAnnounced } from '../../db/announced-tables';
import type { SessionUser } from '../../lib/session-user';
import { attachmentHeader, recordsToXlsx } from './export-xlsx';
import { exportRecords, getRecord, listRecords } from './query';
import { deleteRecord, saveRecord } from './write';
import { dictLookup } from './dict-lookup';
import { accessoriesOf } from './accessories';
import { issuerLookup, parentOf, senderOf } from './distribution';
import { historyOf } from './workflow-history';
import { attachMoves } from './workflow-rules';
import {
  assertRecordReached,
  assertSaveReached,
  entityCall,
  listWithin,
  reachFor,
  refuseUnreached,
} from './entity-access';
import { say } from '../../../src/contract/messages/message';
import { requestLanguage } from '../../lib/language';

const sortSchema = z.object({ field: z.string().max(50), order: z.enum(['asc', 'desc']) }).optional();
const filtersSchema = z.record(z.string().max(50), z.unknown()).default({});
const listSchema = z.object({
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

/** One record as the detail screen reads it: accessories, history, the sent record, the caller's moves, warnings. */
export async function readDetail(
  db: Db,
  b: Binding,
  resolve: (e: string) => Binding,
  all: Binding[],
  user: SessionUser,
  id: number,
) {
  const { def } = b;
  const sender = senderOf(all, def);
  const record = await getRecord(db, b, resolve, user, id);
  if (!record) return undefined;
  if (def.accessories) record.accessories = await accessoriesOf(db, def.name, id);
  if (def.workflow || def.distribution) record.history = await historyOf(db, def.name, id);
  if (sender) record.parent = await parentOf(db, sender, record, user);
  await attachMoves(db, b, user, [record], sender && issuerLookup(sender));
  record.warnings ??= [];
  return record;
}

/** list, get, save, delete and export of one entity, all from its definition. */
export function registerCrud(
  app: FastifyInstance,
  services: Services,
  b: Binding,
  resolve: (e: string) => Binding,
  all: Binding[],
): void {
  const { def } = b;
  const sender = senderOf(all, def);
  const issuerOf = sender && issuerLookup(sender);
  const base = `/api/${def.name}`;
  const read = entityCall(def, def.privileges.read);
  // Reads are kept while the database announces the changes of their table: a log grows unannounced
  // (migration 0006 leaves the logs out) and is read from the database; records that are read-only
  // here but written elsewhere (exam attempts, study records) are announced like any other.
  const cached = isAnnounced(getTableName(b.table));

  defineCall(app, services, {
    url: `${base}/list`,
    access: read,
    cached,
    body: listSchema,
    handler: async ({ db, user, body }) => {
      const within = await listWithin(db, user!, def, body.filters);
      const page = await listRecords(db, b, resolve, user!, { ...body, within });
      await attachMoves(db, b, user!, page.records, issuerOf);
      return page;
    },
  });

  // An entity whose module answers its own get (a public read) calls readDetail from there.
  if (!b.behaviour.ownGetCall) {
    defineCall(app, services, {
      url: `${base}/get`,
      access: read,
      cached,
      body: idSchema,
      handler: async ({ db, user, body }) => {
        const record = await readDetail(db, b, resolve, all, user!, body.id);
        if (!record) throw notFound();
        const reach = await reachFor(db, user!, def);
        if (!reach.all) refuseUnreached(reach, record[reach.field]);
        return record;
      },
    });
  }

  // A log is read-only to everyone: it has no save and no delete at all.
  if (!def.readOnly) {
    defineCall(app, services, {
      url: `${base}/save`,
      access: entityCall(def, def.privileges.write),
      body: saveSchema,
      write: { action: 'save', resource: def.name },
      handler: async ({ db, user, body, audit }) => {
        await assertSaveReached(db, b, user!, body as Record<string, unknown>);
        const { before, row, replayed } = await saveRecord(db, b, user!, body as Record<string, unknown>, resolve);
        audit({ recordId: row.id, before, after: replayed ? { replayedSubmit: true } : row, resource: def.name });
        const saved = (await getRecord(db, b, resolve, user!, row.id)) ?? row;
        // A saved record answers the moves it now offers, as a get would (submit after the first save).
        await attachMoves(db, b, user!, [saved], issuerOf);
        return saved;
      },
    });

    // An append-only register has no delete at all.
    if (!def.appendOnly)
      defineCall(app, services, {
        url: `${base}/delete`,
        access: entityCall(def, def.privileges.write),
        body: deleteSchema,
        write: { action: 'delete', resource: def.name },
        handler: async ({ db, user, body, audit }) => {
          await assertRecordReached(db, b, user!, body.id);
          const before = await deleteRecord(db, b, user!, body.id, body.version);
          audit({ recordId: body.id, before });
          return null;
        },
      });
  }

  defineCall(app, services, {
    url: `${base}/export`,
    access: entityCall(def, def.privileges.export ?? def.privileges.read),
    body: z.object({ filters: filtersSchema, sort: sortSchema }),
    write: { action: 'export', resource: def.name },
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ req, db, user, body, reply, audit }) => {
      const within = await listWithin(db, user!, def, body.filters);
      const records = await exportRecords(db, b, resolve, user!, { ...body, within }, MAX_EXPORT_ROWS);
      if (records.length > MAX_EXPORT_ROWS) throw badRequest(say('record.exportTooLarge', { max: MAX_EXPORT_ROWS }));
      const xlsx = await recordsToXlsx(def, records, await dictLookup(db), requestLanguage(req));
      audit({ after: { filters: body.filters, rows: records.length } });
      const name = `${def.label[requestLanguage(req)]}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      reply
        .code(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'no-store')
        .send(xlsx);
      return RAW_REPLY;
    },
  });
}
