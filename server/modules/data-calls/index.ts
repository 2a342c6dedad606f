import type { FastifyInstance } from 'fastify';
import * as calls from '../../../src/contract/calls/data-calls';
import type { DetailRecord } from '../../../src/contract/calls/records';
import type { DataCallColumn } from '../../../src/contract/resource/data-call-rules';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { notFound } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import type { Services } from '../../lib/services';
import { readDetail } from '../resources/crud';
import { assertRecordReached } from '../resources/entity-access';
import { BINDINGS, bindingOf } from '../resources/index';
import { getRecord } from '../resources/query';
import { sendXlsx } from '../resources/export-xlsx';
import { MAX_SHEET_BYTES, uploadedSheet } from '../resources/xlsx-import';
import { MAX_REPLY_ROWS } from '../../../src/contract/resource/data-call-rules';
import { registerDataCallCalendar } from './calendar';
import { combinedWorkbook } from './combined-xlsx';
import { checkedRows, keepRows, replyToFill } from './reply-rows';
import { replyTemplate, sheetRows } from './reply-sheet';

/** A download's name: the data call's title, without what a file name cannot hold. */
const fileName = (title: unknown) => `${String(title ?? 'data-call').replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;

/** Data calls beyond their generic calls: a reply filled on screen or by its template, and the combined workbook. */
export function registerDataCalls(app: FastifyInstance, services: Services): void {
  const replies = bindingOf('dataCallReply');
  const sent = bindingOf('dataCall');

  bindCall(app, services, calls.dataCallReplyFill, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      await assertRecordReached(db, replies, u, body.id);
      const row = await replyToFill(db, replies, u, body.id, body.version);
      const rows = await checkedRows(db, row, body.rows);
      const updated = await keepRows(db, replies, u, row, rows);
      audit({ recordId: row.id, before: { rowCount: row.rowCount }, after: { rowCount: updated.rowCount } });
      return (await readDetail(db, replies, bindingOf, BINDINGS, u, row.id)) as DetailRecord;
    },
  });

  bindCall(app, services, calls.dataCallReplyTemplate, {
    handler: async ({ db, user, body, req, reply }) => {
      await assertRecordReached(db, replies, user!, body.id);
      const row = await getRecord(db, replies, bindingOf, user!, body.id);
      if (!row) throw notFound();
      const language = requestLanguage(req);
      sendXlsx(reply, fileName(row.title), await replyTemplate(db, row as never, language));
      return RAW_REPLY;
    },
  });

  bindCall(app, services, calls.dataCallReplyUpload, {
    handler: async ({ db, user, body, req, audit }) => {
      const u = user!;
      await assertRecordReached(db, replies, u, body.id);
      const row = await replyToFill(db, replies, u, body.id, body.version);
      const { ws, fileName: uploaded } = await uploadedSheet(req, {
        maxBytes: MAX_SHEET_BYTES,
        maxRows: MAX_REPLY_ROWS,
      });
      const lines = await sheetRows(db, ws, row);
      const rows = await checkedRows(
        db,
        row,
        lines.map((l) => l.cells),
        (i) => lines[i].n,
      );
      await keepRows(db, replies, u, row, rows);
      audit({ recordId: row.id, before: { rowCount: row.rowCount }, after: { rowCount: rows.length, file: uploaded } });
      return { imported: rows.length };
    },
  });

  bindCall(app, services, calls.dataCallCombined, {
    handler: async ({ db, user, body, req, reply, audit }) => {
      await assertRecordReached(db, sent, user!, body.id);
      const call = await getRecord(db, sent, bindingOf, user!, body.id);
      if (!call) throw notFound();
      const language = requestLanguage(req);
      const file = await combinedWorkbook(
        db,
        { id: body.id, title: String(call.title), columns: (call.columns as DataCallColumn[] | null) ?? [] },
        user!.scopeOrgIds,
        language,
      );
      audit({ recordId: body.id });
      sendXlsx(reply, fileName(call.title), file);
      return RAW_REPLY;
    },
  });

  registerDataCallCalendar();
}
