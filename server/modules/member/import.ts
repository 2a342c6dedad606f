import type { FastifyInstance } from 'fastify';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/organization';
import { AppError, badRequest } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { jobFilesIn } from '../../lib/job-files';
import type { SheetRow } from '../../lib/sheet-rows';
import { sendXlsx } from '../resources/export-xlsx';
import { IMPORT_FIELDS, MAX_ROWS } from './import-columns';
import { requestLanguage } from '../../lib/language';
import {
  columnsOfFields,
  headerColumns,
  MAX_SHEET_BYTES,
  seededLabel,
  templateXlsx,
  throwIfRefused,
  uploadedFile,
  uploadedSheet,
} from '../resources/xlsx-import';
import { say, wordingIn, type Message } from '../../../src/contract/messages/message';
import { checkMemberRows, insertMembers } from './import-rows';
import { runMemberImport } from './import-job';

/** Excel import of members: every row checked first; one refused row and nothing is imported. */
export function registerMemberImport(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.memberImportTemplate, {
    handler: async ({ req, reply }) => {
      const language = requestLanguage(req);
      const w = wordingIn(language);
      const example = {
        name: w('template.member.name'),
        idNumber: '11010519491231002X',
        orgId: w('template.member.org'),
        memberType: seededLabel('memberType', '2', language),
        joinedOn: '2015-07-01',
        fullOn: '2016-07-01',
        status: seededLabel('memberStatus', '1', language),
        phone: '13800138000',
      };
      const sheet = await templateXlsx(w('template.member.sheet'), columnsOfFields(IMPORT_FIELDS), example, language);
      sendXlsx(reply, `${w('template.member.file')}.xlsx`, sheet);
      return RAW_REPLY;
    },
  });

  bindCall(app, services, calls.memberImport, {
    handler: async ({ db, user, req, audit }) => {
      const { ws, fileName } = await uploadedSheet(req, { maxBytes: MAX_SHEET_BYTES, maxRows: MAX_ROWS });
      const colOf = headerColumns(ws, columnsOfFields(IMPORT_FIELDS));
      const sheet: SheetRow[] = [];
      ws.eachRow((row, rowNo) => sheet.push({ rowNo, values: row.values as unknown[] }));
      const { rows, refusals } = await checkMemberRows(db, user!, sheet, colOf);
      if (!rows.length) throw badRequest(say('import.noRows'), 'file');
      throwIfRefused(refusals);
      const imported = await insertMembers(db, user!, rows);
      audit({ after: { imported, file: fileName } });
      return { imported };
    },
  });

  bindCall(app, services, calls.memberImportJob, {
    handler: async ({ req, user, audit }) => {
      const { data, fileName } = await uploadedFile(req, MAX_SHEET_BYTES);
      const job = await jobFilesIn(services.config.dataDir).start(user!.accountId, 'import:member');
      audit({ after: { file: fileName, job: job.id } });
      // Begun once this call's answer is on its way; how it ends is told through the job's progress.
      setImmediate(() => {
        void runMemberImport(services, user!, data, fileName, job, req.ip).catch(async (err: unknown) => {
          if (err instanceof AppError && err.code < 500)
            return job.fail(err.said as Message, (err.details?.rows as unknown[] | undefined) ?? undefined);
          services.log.error({ err, job: job.id }, 'a member import job failed');
          await job.fail(say('job.failed')).catch(() => {});
        });
      });
      return { id: job.id };
    },
  });
}
