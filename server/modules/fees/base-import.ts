import { inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkField, moneyText } from '../../../src/contract/resource/check';
import { f, type LabelTriple } from '../../../src/contract/resource/fields';
import { feeBaseEntity } from '../../../src/contract/resource/fee-base';
import { memberEntity } from '../../../src/contract/resource/member';
import type { EntityDef } from '../../../src/contract/resource/types';
import { feeBases, members } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/fees';
import type { Services } from '../../lib/services';
import { requestLanguage } from '../../lib/language';
import {
  bareLabels,
  cellValue,
  columnName,
  columnsOfFields,
  headerColumns,
  MAX_SHEET_BYTES,
  templateXlsx,
  throwIfRefused,
  uploadedSheet,
  type Refusal,
} from '../resources/xlsx-import';
import { sendXlsx } from '../resources/export-xlsx';
import { say, wordingIn } from '../../../src/contract/messages/message';
import { maskMiddle } from '../../../src/contract/validators';
import { blindIndex, openValue } from '../../lib/sensitive';

const MAX_ROWS = 5000;

/** A definition's label as a column heading (the salary base's 'in yuan' note left out). */
function heading(def: EntityDef, name: string): LabelTriple {
  const { zh, en, es } = bareLabels(def.fields.find((x) => x.name === name)!.label);
  return [zh, en, es];
}

/**
 * The columns of the salary-base sheet, headed as the member and base definitions name them: a member
 * is found by ID number or, failing that, employee number.
 */
const BASE_FIELDS = [
  f.text('idNumber', heading(memberEntity, 'idNumber'), { max: 18 }),
  f.text('empNo', heading(memberEntity, 'empNo'), { max: 32 }),
  f.money('salaryBase', heading(feeBaseEntity, 'salaryBase'), { required: true, min: 0, max: 10_000_000 }),
  f.bool('retired', heading(feeBaseEntity, 'retired')),
  f.bool('fixedDues', heading(feeBaseEntity, 'fixedDues')),
];

const ID_COLUMN = columnName(BASE_FIELDS[0].label);
const EMPLOYEE_COLUMN = columnName(BASE_FIELDS[1].label);

interface Found {
  id: number;
  orgId: number;
  idNumber: string;
  empNo: string | null;
}

/** Salary bases by Excel: every row checked first (member known and in scope, base a valid amount); one bad row and none is taken. */
export function registerBaseImport(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.feeBaseTemplate, {
    handler: async ({ req, reply }) => {
      const language = requestLanguage(req);
      const w = wordingIn(language);
      const sheet = await templateXlsx(
        w('template.fees.sheet'),
        columnsOfFields(BASE_FIELDS),
        {
          idNumber: '11010519491231002X',
          empNo: 'GJ0001',
          salaryBase: 4500,
          retired: w('record.no'),
          fixedDues: w('record.no'),
        },
        language,
      );
      sendXlsx(reply, `${w('template.fees.file')}.xlsx`, sheet);
      return RAW_REPLY;
    },
  });

  bindCall(app, services, calls.feeImportBases, {
    handler: async ({ db, user, req, audit }) => {
      const { ws, fileName } = await uploadedSheet(req, { maxBytes: MAX_SHEET_BYTES, maxRows: MAX_ROWS });
      const colOf = headerColumns(ws, columnsOfFields(BASE_FIELDS));
      const refusals: Refusal[] = [];
      const lines: {
        row: number;
        idNumber?: string;
        empNo?: string;
        salaryBase: string;
        retired: boolean;
        fixedDues: boolean;
      }[] = [];
      ws.eachRow((row, rowNo) => {
        if (rowNo === 1) return;
        const v: Record<string, unknown> = {};
        for (const field of BASE_FIELDS) {
          const col = colOf.get(field.name)!;
          v[field.name] = col >= 0 ? cellValue(field, row.getCell(col).value) : null;
          const problem = checkField(field, v[field.name]);
          if (problem) refusals.push({ row: rowNo, field: columnName(field.label), message: problem });
        }
        if (!v.idNumber && !v.empNo)
          refusals.push({ row: rowNo, field: ID_COLUMN, message: say('import.idOrEmployeeNo') });
        lines.push({
          row: rowNo,
          idNumber: typeof v.idNumber === 'string' ? v.idNumber.toUpperCase() : undefined,
          empNo: typeof v.empNo === 'string' ? v.empNo : undefined,
          salaryBase: moneyText(v.salaryBase) ?? '0.00',
          retired: v.retired === true,
          fixedDues: v.fixedDues === true,
        });
      });
      const ids = lines.map((l) => l.idNumber).filter((x): x is string => !!x);
      const emps = lines.map((l) => l.empNo).filter((x): x is string => !!x);
      // ID numbers are stored encrypted: members are found by blind index.
      const conds = [
        ids.length
          ? inArray(
              members.idNumberBidx,
              ids.map((id) => blindIndex(id)),
            )
          : undefined,
        emps.length ? inArray(members.empNo, emps) : undefined,
      ].filter(Boolean);
      const known = conds.length
        ? ((await db
            .select({ id: members.id, orgId: members.orgId, idNumber: members.idNumber, empNo: members.empNo })
            .from(members)
            .where(or(...conds))) as Found[])
        : [];
      for (const k of known) k.idNumber = k.idNumber ? openValue(k.idNumber) : k.idNumber;
      const scope = new Set(user!.scopeOrgIds);
      const seen = new Map<number, number>();
      const values: Record<string, unknown>[] = [];
      for (const l of lines) {
        const m = l.idNumber ? known.find((k) => k.idNumber === l.idNumber) : known.find((k) => k.empNo === l.empNo);
        const field = l.idNumber ? ID_COLUMN : EMPLOYEE_COLUMN;
        if (!m || !scope.has(m.orgId)) {
          if (l.idNumber || l.empNo)
            refusals.push({
              row: l.row,
              field,
              // An ID number in a refusal is masked like anywhere else it shows.
              message: say('import.memberNotFound', {
                member: l.idNumber ? maskMiddle(l.idNumber, 6, 4) : String(l.empNo),
              }),
            });
          continue;
        }
        const first = seen.get(m.id);
        if (first) refusals.push({ row: l.row, field, message: say('import.sameMemberAsRow', { row: first }) });
        seen.set(m.id, l.row);
        values.push({
          memberId: m.id,
          orgId: m.orgId,
          salaryBase: l.salaryBase,
          retired: l.retired,
          fixedDues: l.fixedDues,
          createdBy: user!.accountId,
          updatedBy: user!.accountId,
        });
      }
      throwIfRefused(refusals);
      for (let i = 0; i < values.length; i += 500) {
        await db
          .insert(feeBases)
          .values(values.slice(i, i + 500) as never)
          .onConflictDoUpdate({
            target: (feeBases as unknown as { memberId: never }).memberId,
            set: {
              orgId: sql`excluded.org_id`,
              salaryBase: sql`excluded.salary_base`,
              retired: sql`excluded.retired`,
              fixedDues: sql`excluded.fixed_dues`,
              updatedBy: user!.accountId,
              updatedAt: new Date(),
              version: sql`fee_bases.version + 1`,
            } as never,
          });
      }
      audit({ after: { imported: values.length, file: fileName } });
      return { imported: values.length };
    },
  });
}
