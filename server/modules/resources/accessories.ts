import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { accessories } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { accessoryDelete, accessoryDownload, accessoryUpload } from '../../../src/contract/calls/resource';
import { badRequest, forbidden, notFound, AppError } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { attachmentHeader } from './export-xlsx';
import { acceptedType, cleanFileName, MAX_ACCESSORY_BYTES } from './file-types';
import { getRecord } from './query';
import { loadForWrite } from './row-writes';
import { mayMove } from './workflow-rules';
import { assertRecordReached } from './entity-access';
import { runBySlots, StatementSlots } from '../../db/statement-slots';
import { say } from '../../../src/contract/messages/message';

export async function accessoriesOf(db: Db, entity: string, recordId: number) {
  const slots = StatementSlots.slotted();
  const where = and(eq(accessories.entity, slots.put(entity)), eq(accessories.recordId, slots.put(recordId)));
  return runBySlots(db, accessories, 'of-record', slots, () =>
    db
      .select({
        id: accessories.id,
        fileName: accessories.fileName,
        size: accessories.size,
        mime: accessories.mime,
        createdAt: accessories.createdAt,
      })
      .from(accessories)
      .where(where)
      .orderBy(asc(accessories.id)),
  );
}

/**
 * Besides the entity's writers, the side that may now make a move carrying its own privilege attaches
 * the files that move answers with (an inspected organisation's rectification evidence).
 */
const answersWithFiles = (b: Binding, user: SessionUser, record: Record<string, unknown>): boolean =>
  (b.def.workflow?.moves ?? []).some(
    (m) =>
      m.privilege &&
      m.privilege !== b.def.privileges.write &&
      mayMove(b.def, m, user, record) &&
      (b.behaviour.offersMove?.(m, record, user) ?? true),
  );

async function mayUse(db: Db, user: SessionUser, b: Binding, write: boolean, recordId: number) {
  if (!b.def.accessories) throw badRequest(say('file.noAccessories'), 'entity');
  const byMove = (b.def.workflow?.moves ?? []).some((m) => m.privilege && user.privileges.has(m.privilege));
  if (write && !user.privileges.has(b.def.privileges.write) && !byMove) throw forbidden();
  await assertRecordReached(db, b, user, recordId);
}

/** The record a caller changes the files of: in their write scope, and theirs to attach to. */
async function attachable(db: Db, b: Binding, user: SessionUser, recordId: number) {
  const record = await loadForWrite(db, b, user, recordId);
  if (!user.privileges.has(b.def.privileges.write) && !answersWithFiles(b, user, record)) throw forbidden();
  return record;
}

/** Upload, download and removal of files attached to records, with the record's own scope rules. */
export function registerAccessories(
  app: FastifyInstance,
  services: Services,
  resolve: (e: string) => Binding | undefined,
): void {
  const binding = (name: string) => {
    const b = resolve(name);
    if (!b) throw badRequest(say('file.unknownEntity'), 'entity');
    return b;
  };

  bindCall(app, services, accessoryUpload, {
    handler: async ({ db, user, body, req, audit }) => {
      const b = binding(body.entity);
      await mayUse(db, user!, b, true, body.recordId);
      const record = await attachable(db, b, user!, body.recordId);
      if (!req.isMultipart()) throw badRequest(say('file.multipart'), 'file');
      const part = await req.file({ limits: { fileSize: MAX_ACCESSORY_BYTES, files: 1 } });
      if (!part) throw badRequest(say('file.none'), 'file');
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, say('file.tooLarge', { mb: 20 }));
        throw err;
      });
      const fileName = cleanFileName(part.filename);
      const mime = acceptedType(fileName, data.subarray(0, 8));
      if (!mime) throw badRequest(say('file.type'), 'file');
      if (data.length === 0) throw badRequest(say('file.empty'), 'file');
      const storedName = `${new Date().toISOString().slice(0, 7)}/${crypto.randomUUID()}`;
      const file = path.join(services.config.uploadDir, storedName);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data, { mode: 0o600 });
      const orgId = b.def.owner[0] === 'id' ? record.id : (record[b.def.owner[0]] as number);
      const [row] = await db
        .insert(accessories)
        .values({
          entity: b.def.name,
          recordId: record.id,
          orgId,
          fileName,
          storedName,
          size: data.length,
          mime,
          sha256: crypto.createHash('sha256').update(data).digest('hex'),
          createdBy: user!.accountId,
        })
        .returning();
      audit({ recordId: row.id, after: { entity: b.def.name, recordId: record.id, fileName, size: data.length } });
      return { id: row.id, fileName, size: row.size, mime, createdAt: row.createdAt };
    },
  });

  const findReadable = async (db: Db, user: SessionUser, id: number) => {
    const [row] = await db.select().from(accessories).where(eq(accessories.id, id));
    if (!row) throw notFound(say('file.accessoryNotFound'));
    const b = binding(row.entity);
    await mayUse(db, user, b, false, row.recordId);
    // The record's read rules decide: a file outside the caller's scope is answered as missing.
    if (!(await getRecord(db, b, (e) => binding(e), user, row.recordId, { reach: true })))
      throw notFound(say('file.accessoryNotFound'));
    return { row, b };
  };

  bindCall(app, services, accessoryDownload, {
    handler: async ({ db, user, body, reply }) => {
      const { row } = await findReadable(db, user!, body.accessPath);
      const file = path.join(services.config.uploadDir, row.storedName);
      if (!fs.existsSync(file)) throw notFound(say('file.accessoryLost'));
      reply
        .code(200)
        .header('content-type', row.mime)
        .header('content-disposition', attachmentHeader(row.fileName))
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
      return RAW_REPLY;
    },
  });

  bindCall(app, services, accessoryDelete, {
    handler: async ({ db, user, body, audit }) => {
      const { row, b } = await findReadable(db, user!, body.id);
      await mayUse(db, user!, b, true, row.recordId);
      await attachable(db, b, user!, row.recordId);
      await db.delete(accessories).where(eq(accessories.id, row.id));
      audit({ recordId: row.id, before: { entity: row.entity, recordId: row.recordId, fileName: row.fileName } });
      return null;
    },
  });
}
