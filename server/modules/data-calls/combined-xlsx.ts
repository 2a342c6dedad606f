import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/contract/constants';
import type { DataCallColumn, DataCallRow } from '../../../src/contract/resource/data-call-rules';
import { dataCallReplies, orgs } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { groupClock } from '../../lib/group-zone';
import { dictLabeller, sheetCell } from './reply-sheet';
import { wordingIn } from '../../../src/contract/messages/message';

/** The states of a reply whose rows are combined: what the organisation submitted, and what was accepted. */
const COMBINED = ['submitted', 'accepted'];

interface ReplyLine {
  orgName: string;
  state: string;
  rows: DataCallRow[] | null;
  rowCount: number | null;
  submittedAt: Date | null;
}

const columnLetter = (n: number): string =>
  n <= 26 ? String.fromCharCode(64 + n) : columnLetter(Math.floor((n - 1) / 26)) + columnLetter(((n - 1) % 26) + 1);

/**
 * One workbook of a data call's replies, in tree order: a sheet with the organisation and its rows, a
 * total row summing every number column; and a sheet of every target's state, rows and time of submitting.
 */
export async function combinedWorkbook(
  db: Db,
  call: { id: number; title: string; columns: DataCallColumn[] },
  scopeOrgIds: number[],
  language: Language,
): Promise<Buffer> {
  const w = wordingIn(language);
  const replies = (await db
    .select({
      orgName: orgs.name,
      state: dataCallReplies.state,
      rows: dataCallReplies.rows,
      rowCount: dataCallReplies.rowCount,
      submittedAt: dataCallReplies.submittedAt,
    })
    .from(dataCallReplies)
    .innerJoin(orgs, eq(orgs.id, dataCallReplies.orgId))
    .where(and(eq(dataCallReplies.dataCallId, call.id), inArray(dataCallReplies.orgId, scopeOrgIds)))
    .orderBy(asc(orgs.path), asc(orgs.id))) as ReplyLine[];
  const label = await dictLabeller(db, language);
  const stateLabel = (s: string) => label('dataCallReplyState', s);
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.title = call.title;

  const ws = wb.addWorksheet(w('dataCall.combinedSheet'));
  ws.columns = [
    { header: w('dataCall.orgColumn'), key: '_org', width: 28 },
    ...call.columns.map((c) => ({ header: c.label, key: c.key, width: Math.max(12, c.label.length * 2 + 4) })),
  ];
  const totals = new Map(call.columns.filter((c) => c.kind === 'number').map((c) => [c.key, 0]));
  for (const reply of replies.filter((r) => COMBINED.includes(r.state)))
    for (const r of reply.rows ?? []) {
      ws.addRow({
        _org: reply.orgName,
        ...Object.fromEntries(call.columns.map((c) => [c.key, sheetCell(c, r[c.key], label)])),
      });
      for (const [key, sum] of totals) totals.set(key, sum + (typeof r[key] === 'number' ? (r[key] as number) : 0));
    }
  const last = ws.rowCount;
  const total = ws.addRow({ _org: w('dataCall.total') });
  call.columns.forEach((c, i) => {
    if (!totals.has(c.key)) return;
    const letter = columnLetter(i + 2);
    // A formula, so that a clerk who corrects a figure sees the total follow; its result for readers that do not compute.
    total.getCell(i + 2).value = {
      formula: last >= 2 ? `SUM(${letter}2:${letter}${last})` : '0',
      result: Math.round(totals.get(c.key)! * 1e6) / 1e6,
    };
  });
  total.font = { bold: true };
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];

  const progress = wb.addWorksheet(w('dataCall.progressSheet'));
  progress.columns = [
    { header: w('dataCall.orgColumn'), key: 'org', width: 28 },
    { header: w('dataCall.stateColumn'), key: 'state', width: 12 },
    { header: w('dataCall.rowsColumn'), key: 'rows', width: 8 },
    { header: w('dataCall.submittedAtColumn'), key: 'at', width: 18 },
  ];
  for (const r of replies)
    progress.addRow({
      org: r.orgName,
      state: stateLabel(r.state),
      rows: r.rowCount ?? 0,
      at: r.submittedAt ? groupClock(r.submittedAt) : '',
    });
  progress.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
