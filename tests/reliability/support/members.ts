import ExcelJS from 'exceljs';
import { idCheckChar, isIdNumber } from '../../../src/contract/validators';

const DAY = 86_400_000;
const FIRST_BIRTH = Date.UTC(1960, 0, 1);
const BIRTH_DAYS = 16_000; // births 1960-01-01 .. 2003-10

/**
 * Valid 18-digit ID numbers, never the same twice in one process: region 330106 (no seeded member
 * has it), a birth date and a sequence number from a counter, the check character computed.
 */
export function idNumbers(start = Math.floor(Math.random() * 1000) * BIRTH_DAYS): () => string {
  let n = start;
  return () => {
    const i = n++;
    const birth = new Date(FIRST_BIRTH + (i % BIRTH_DAYS) * DAY).toISOString().slice(0, 10).replace(/-/g, '');
    const seq = String(Math.floor(i / BIRTH_DAYS) % 1000).padStart(3, '0');
    const body = `330106${birth}${seq}`;
    const id = body + idCheckChar(body);
    if (!isIdNumber(id)) throw new Error(`made an invalid ID number ${id}`);
    return id;
  };
}

export interface MemberInput {
  name: string;
  idNumber: string;
  orgId: number;
  memberType: '1' | '2';
  joinedOn: string;
  fullOn?: string;
  status: '1';
  phone: string;
}

/** A full member of `orgId` for the member save call. */
export function memberInput(name: string, idNumber: string, orgId: number, phone = '13800138000'): MemberInput {
  return { name, idNumber, orgId, memberType: '2', joinedOn: '2010-07-01', fullOn: '2011-07-01', status: '1', phone };
}

export const IMPORT_JOINED_ON = '2012-07-01';

/** The import spreadsheet of the member screen: the template's header row, one row per member. */
export async function importSheet(
  rows: { name: string; idNumber: string; branchName: string; phone: string }[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('党员');
  ws.addRow(['姓名*', '身份证号*', '手机号码', '所在支部*', '党员类型*', '入党日期*', '转正日期', '党籍状态*']);
  for (const r of rows)
    ws.addRow([r.name, r.idNumber, r.phone, r.branchName, '正式党员', IMPORT_JOINED_ON, '2013-07-01', '正常']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
