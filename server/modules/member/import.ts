import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkField } from '../../../src/contract/resource/check';
import { idBirthDate, idSex } from '../../../src/contract/validators';
import { members, orgs, sysCodes } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/organization';
import { badRequest } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { inScope } from '../../lib/session-user';
import { sendXlsx } from '../resources/export-xlsx';
import { IMPORT_FIELDS } from './import-columns';
import { requestLanguage } from '../../lib/language';
import {
  cellValue,
  columnName,
  columnsOfFields,
  dictCode,
  headerColumns,
  MAX_SHEET_BYTES,
  seededLabel,
  templateXlsx,
  throwIfRefused,
  uploadedSheet,
  type Refusal,
} from '../resources/xlsx-import';
import { say, wordingIn } from '../../../src/contract/messages/message';
import { blindIndex, sealRow } from '../../lib/sensitive';
import { memberEntity } from '../../../src/contract/resource/member';

const MAX_ROWS = 5000;

const columnOf = (name: string) => columnName(IMPORT_FIELDS.find((f) => f.name === name)!.label);

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

      const codes = await db
        .select({ dict: sysCodes.dictName, value: sysCodes.value, label: sysCodes.label })
        .from(sysCodes);
      const orgRows = await db.select({ id: orgs.id, name: orgs.name, code: orgs.code, path: orgs.path }).from(orgs);
      const refusals: Refusal[] = [];
      const rows: Record<string, unknown>[] = [];
      const seen = new Map<string, number>();

      ws.eachRow((row, rowNo) => {
        if (rowNo === 1) return;
        const v: Record<string, unknown> = {};
        for (const f of IMPORT_FIELDS) {
          const col = colOf.get(f.name)!;
          let value = col >= 0 ? cellValue(f, row.getCell(col).value) : null;
          if (f.kind === 'dict' && typeof value === 'string') {
            const hit = dictCode(codes, f.dict!, value);
            if (hit === null) {
              refusals.push({
                row: rowNo,
                field: columnName(f.label),
                message: say('import.notInDictionary', { field: f.label, value: String(value) }),
              });
              continue;
            }
            value = hit;
          }
          if (f.kind === 'org' && value !== null) {
            const org = orgRows.find((o) => o.name === String(value) || o.code === String(value));
            if (!org || !inScope(user!, org.path)) {
              refusals.push({
                row: rowNo,
                field: columnName(f.label),
                message: say('import.orgNotFound', { org: String(value) }),
              });
              continue;
            }
            value = org.id;
          }
          if (f.kind === 'bool' && value === null) value = false;
          const problem = checkField(f, value);
          if (problem) refusals.push({ row: rowNo, field: columnName(f.label), message: problem });
          v[f.name] = value;
        }
        if (typeof v.idNumber === 'string') {
          const id = v.idNumber.toUpperCase();
          v.idNumber = id;
          const first = seen.get(id);
          if (first)
            refusals.push({
              row: rowNo,
              field: columnOf('idNumber'),
              message: say('import.sameIdAsRow', { row: first }),
            });
          else seen.set(id, rowNo);
        }
        if (v.memberType === '2' && !v.fullOn)
          refusals.push({ row: rowNo, field: columnOf('fullOn'), message: say('member.fullOnRequired') });
        rows.push({ ...v, _row: rowNo });
      });
      if (!rows.length) throw badRequest(say('import.noRows'), 'file');

      const ids = rows.map((r) => r.idNumber).filter((x): x is string => typeof x === 'string');
      // Stored encrypted: the duplicates are found by blind index.
      const byIndex = new Map(ids.map((id) => [blindIndex(id), id]));
      const existing = ids.length
        ? await db
            .select({ bidx: members.idNumberBidx })
            .from(members)
            .where(inArray(members.idNumberBidx, [...byIndex.keys()]))
        : [];
      for (const e of existing)
        refusals.push({
          row: seen.get(byIndex.get(e.bidx!)!)!,
          field: columnOf('idNumber'),
          message: say('member.idNumberTaken'),
        });

      throwIfRefused(refusals);
      const values = rows.map(({ _row, ...r }) => ({
        ...sealRow(memberEntity, r as Record<string, unknown>),
        sex: idSex(r.idNumber as string) || null,
        birthDate: idBirthDate(r.idNumber as string) || null,
        status: (r.status as string) ?? '1',
        createdBy: user!.accountId,
        updatedBy: user!.accountId,
      }));
      for (let i = 0; i < values.length; i += 500) await db.insert(members).values(values.slice(i, i + 500) as never);
      audit({ after: { imported: values.length, file: fileName } });
      return { imported: values.length };
    },
  });
}
