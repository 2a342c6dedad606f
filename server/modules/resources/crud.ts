import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowId, rowVersion } from '../../lib/zod-types';
import { MAX_EXPORT_ROWS, MAX_PAGE_SIZE } from '../../../src/contract/resource/types';
import { RAW_REPLY, defineCall, screen } from '../../lib/call';
import { badRequest, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { Binding } from './binding';
import { attachmentHeader, recordsToXlsx } from './export-xlsx';
import { exportRecords, getRecord, listRecords } from './query';
import { deleteRecord, saveRecord } from './write';
import { dictLookup } from './dict-lookup';
import { accessoriesOf } from './accessories';

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
const saveSchema = z.looseObject({ id: rowId.optional(), version: rowVersion.optional(), submitToken: z.string().min(8).max(64).optional() });

/** list, get, save, delete and export of one entity, all from its definition. */
export function registerCrud(app: FastifyInstance, services: Services, b: Binding, resolve: (e: string) => Binding): void {
  const { def } = b;
  const base = `/api/${def.name}`;
  const read = screen(def.routes.list);

  defineCall(app, services, {
    url: `${base}/list`,
    access: read,
    cached: true,
    body: listSchema,
    handler: async ({ db, user, body }) => listRecords(db, b, resolve, user!, body),
  });

  defineCall(app, services, {
    url: `${base}/get`,
    access: read,
    cached: true,
    body: idSchema,
    handler: async ({ db, user, body }) => {
      const record = await getRecord(db, b, resolve, user!, body.id);
      if (!record) throw notFound();
      if (def.accessories) record.accessories = await accessoriesOf(db, def.name, body.id);
      record.warnings ??= [];
      return record;
    },
  });

  defineCall(app, services, {
    url: `${base}/save`,
    access: screen(def.routes.list, def.privileges.write),
    body: saveSchema,
    write: { action: 'save', resource: def.name },
    handler: async ({ db, user, body, audit }) => {
      const { before, row, replayed } = await saveRecord(db, b, user!, body as Record<string, unknown>, resolve);
      audit({ recordId: row.id, before, after: replayed ? { replayedSubmit: true } : row, resource: def.name });
      return (await getRecord(db, b, resolve, user!, row.id)) ?? row;
    },
  });

  defineCall(app, services, {
    url: `${base}/delete`,
    access: screen(def.routes.list, def.privileges.write),
    body: deleteSchema,
    write: { action: 'delete', resource: def.name },
    handler: async ({ db, user, body, audit }) => {
      const before = await deleteRecord(db, b, user!, body.id, body.version);
      audit({ recordId: body.id, before });
      return null;
    },
  });

  defineCall(app, services, {
    url: `${base}/export`,
    access: screen(def.routes.list, def.privileges.export),
    body: z.object({ filters: filtersSchema, sort: sortSchema }),
    write: { action: 'export', resource: def.name },
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ db, user, body, reply, audit }) => {
      const records = await exportRecords(db, b, resolve, user!, body, MAX_EXPORT_ROWS);
      if (records.length > MAX_EXPORT_ROWS) throw badRequest(`导出超过${MAX_EXPORT_ROWS}条，请缩小筛选范围`);
      const xlsx = await recordsToXlsx(def, records, await dictLookup(db));
      audit({ after: { filters: body.filters, rows: records.length } });
      const name = `${def.label.zh}-${new Date().toISOString().slice(0, 10)}.xlsx`;
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
