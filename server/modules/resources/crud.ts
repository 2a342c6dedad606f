import type { FastifyInstance } from 'fastify';
import { eq, getTableName } from 'drizzle-orm';
import { MAX_EXPORT_ROWS } from '../../../src/contract/resource/types';
import { resourceCalls } from '../../../src/contract/calls/resource';
import type { DetailRecord, ListPage, ResourceRecord } from '../../../src/contract/calls/records';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { badRequest, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { Binding } from './binding';
import type { Db } from '../../db/client';
import { isAnnounced } from '../../db/announced-tables';
import type { SessionUser } from '../../lib/session-user';
import { attachmentHeader, recordsToXlsx } from './export-xlsx';
import { exportCount, exportRecords, getRecord, listRecords } from './query';
import { deleteRecord, saveRecord } from './write';
import { dictLookup } from './dict-lookup';
import { issuerLookup, parentOf, senderOf } from './distribution';
import { historyOf } from './workflow-history';
import { attachMoves } from './workflow-rules';
import { assertRecordReached, assertSaveReached, listWithin, reachFor, refuseUnreached } from './entity-access';
import { say } from '../../../src/contract/messages/message';
import { requestLanguage } from '../../lib/language';
import { openValue, storedSensitive } from '../../lib/sensitive';
import { columnsOf } from './scope-joins';
import { groupDay } from '../../lib/group-zone';
import { jobFilesIn } from '../../lib/job-files';
import { writeExport } from './export-job';

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
  const record = await getRecord(db, b, resolve, user, id, { accessories: def.accessories });
  if (!record) return undefined;
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
  const calls = resourceCalls(def);
  // Reads are kept while the database announces the changes of their table: a log grows unannounced
  // (migration 0006 leaves the logs out) and is read from the database; records that are read-only
  // here but written elsewhere (exam attempts, study records) are announced like any other.
  const cached = isAnnounced(getTableName(b.table));

  bindCall(app, services, calls.list, {
    cached,
    handler: async ({ db, user, body }) => {
      const within = await listWithin(db, user!, def, body.filters);
      const page = await listRecords(db, b, resolve, user!, { ...body, within });
      await attachMoves(db, b, user!, page.records, issuerOf);
      // Rows are plain records here; every one carries its id and version.
      return page as ListPage;
    },
  });

  // An entity whose module answers its own get (a public read) calls readDetail from there.
  if (!b.behaviour.ownGetCall) {
    bindCall(app, services, calls.get, {
      cached,
      handler: async ({ db, user, body }) => {
        const record = await readDetail(db, b, resolve, all, user!, body.id);
        if (!record) throw notFound();
        const reach = await reachFor(db, user!, def);
        if (!reach.all) refuseUnreached(reach, record[reach.field]);
        return record as DetailRecord;
      },
    });
  }

  // A log is read-only to everyone: it has no save and no delete at all.
  if (!def.readOnly) {
    bindCall(app, services, calls.save, {
      handler: async ({ db, user, body, audit }) => {
        await assertSaveReached(db, b, user!, body as Record<string, unknown>);
        const { before, row, replayed } = await saveRecord(db, b, user!, body as Record<string, unknown>, resolve);
        audit({ recordId: row.id, before, after: replayed ? { replayedSubmit: true } : row, resource: def.name });
        const saved = (await getRecord(db, b, resolve, user!, row.id)) ?? row;
        // A saved record answers the moves it now offers, as a get would (submit after the first save).
        await attachMoves(db, b, user!, [saved], issuerOf);
        return saved as ResourceRecord;
      },
    });

    // An append-only register has no delete at all.
    if (!def.appendOnly)
      bindCall(app, services, calls.delete, {
        handler: async ({ db, user, body, audit }) => {
          await assertRecordReached(db, b, user!, body.id);
          const before = await deleteRecord(db, b, user!, body.id, body.version);
          audit({ recordId: body.id, before });
          return null;
        },
      });
  }

  // Personal data shows whole only here, one value at a time, to a role that manages it; the log keeps who saw whose.
  const sensitive = storedSensitive(def);
  if (sensitive.length)
    bindCall(app, services, calls.reveal, {
      handler: async ({ db, user, body, audit }) => {
        const field = sensitive.find((f) => f.name === body.field);
        if (!field) throw badRequest(say('record.notRevealable', { field: body.field }), 'field');
        const record = await getRecord(db, b, resolve, user!, body.id, { reach: true });
        if (!record) throw notFound();
        const reach = await reachFor(db, user!, def);
        if (!reach.all) refuseUnreached(reach, record[reach.field]);
        const cols = columnsOf(b.table);
        const [row] = await db.select({ value: cols[field.name] }).from(b.table).where(eq(cols.id, body.id));
        audit({ recordId: body.id, resource: def.name, after: { revealed: field.name } });
        const stored = row?.value;
        return { field: field.name, value: typeof stored === 'string' ? openValue(stored) : null };
      },
    });

  bindCall(app, services, calls.export, {
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ req, db, user, body, reply, audit }) => {
      const within = await listWithin(db, user!, def, body.filters);
      const records = await exportRecords(db, b, resolve, user!, { ...body, within }, MAX_EXPORT_ROWS);
      if (records.length > MAX_EXPORT_ROWS) throw badRequest(say('record.exportTooLarge', { max: MAX_EXPORT_ROWS }));
      const xlsx = await recordsToXlsx(def, records, await dictLookup(db), requestLanguage(req));
      audit({ after: { filters: body.filters, rows: records.length } });
      const name = `${def.label[requestLanguage(req)]}-${groupDay()}.xlsx`;
      reply
        .code(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'no-store')
        .send(xlsx);
      return RAW_REPLY;
    },
  });

  // The same export off the request: the file is written in batches while the caller polls its progress.
  bindCall(app, services, calls.exportJob, {
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ req, db, user, body, audit }) => {
      const within = await listWithin(db, user!, def, body.filters);
      const query = { filters: body.filters, within };
      const total = await exportCount(db, b, resolve, user!, query);
      const job = await jobFilesIn(services.config.dataDir).start(user!.accountId, `export:${def.name}`, total);
      audit({ after: { filters: body.filters, rows: total, job: job.id } });
      const language = requestLanguage(req);
      const fileName = `${def.label[language]}-${groupDay()}.xlsx`;
      const read = services.database.db;
      // Begun once this call's answer is on its way; what fails is told through the job's progress.
      setImmediate(() => {
        void dictLookup(read)
          .then((label) => writeExport({ db: read, b, resolve, user: user!, query, label, language, job, fileName }))
          .catch(async (err: unknown) => {
            services.log.error({ err, job: job.id }, 'an export job failed');
            await job.fail(say('job.failed')).catch(() => {});
          });
      });
      return { id: job.id };
    },
  });
}
