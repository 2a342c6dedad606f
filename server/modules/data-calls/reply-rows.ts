import { eq } from 'drizzle-orm';
import {
  cellOf,
  columnLabels,
  isBlankRow,
  rowCountProblem,
  rowRefusals,
  type DataCallColumn,
  type DataCallRow,
  type RowRefusal,
} from '../../../src/contract/resource/data-call-rules';
import { dataCalls } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { dictionaryItems } from '../../lib/kept-tables';
import type { SessionUser } from '../../lib/session-user';
import type { Binding, Row } from '../resources/binding';
import { loadForWrite, STALE, updateAtVersion } from '../resources/row-writes';
import { assertEditable } from '../resources/workflow-rules';
import { throwIfRefused } from '../resources/xlsx-import';
import { say } from '../../../src/contract/messages/message';

/** A reply the caller may fill now: theirs to write, at the version they read, not submitted, its call open. */
export async function replyToFill(db: Db, b: Binding, user: SessionUser, id: number, version: number): Promise<Row> {
  const row = await loadForWrite(db, b, user, id);
  if (row.version !== version) throw conflict(STALE);
  if (!b.def.workflow!.editable.includes(String(row.state))) throw conflict(say('dataCall.notEditable'));
  assertEditable(b.def, row);
  const [call] = await db
    .select({ state: dataCalls.state })
    .from(dataCalls)
    .where(eq(dataCalls.id, row.dataCallId as number));
  if (call?.state === 'closed') throw conflict(say('dataCall.closed'));
  return row;
}

export const columnsOfReply = (row: Row): DataCallColumn[] => (row.columns as DataCallColumn[] | null) ?? [];

/**
 * The rows as kept (each cell of its column's kind; blank rows left out), or a 400 naming every bad row:
 * a cell of the wrong kind, a required one empty, a code not in its column's dictionary.
 */
export async function checkedRows(
  db: Db,
  row: Row,
  given: Record<string, unknown>[],
  rowNumber: (index: number) => number = (i) => i + 1,
): Promise<DataCallRow[]> {
  const columns = columnsOfReply(row);
  const numbered = given
    .map((r, i) => ({ n: rowNumber(i), row: Object.fromEntries(columns.map((c) => [c.key, cellOf(c, r[c.key])])) }))
    .filter((x) => !isBlankRow(columns, x.row));
  const refusals: RowRefusal[] = [];
  for (const { n, row: r } of numbered) refusals.push(...rowRefusals(columns, [r], () => n));
  const dictionary = await dictionaryItems(db);
  for (const { n, row: r } of numbered)
    for (const c of columns) {
      const v = r[c.key];
      if (c.kind !== 'dict' || v === null || dictionary.item(String(c.dict), String(v))) continue;
      const label = columnLabels(c);
      refusals.push({
        row: n,
        field: say('import.column', { column: label }),
        message: say('import.notInDictionary', { field: label, value: String(v) }),
      });
    }
  throwIfRefused(refusals);
  const problem = rowCountProblem(String(row.rowMode), numbered.length);
  if (problem) throw badRequest(problem, 'rows');
  return numbered.map((x) => x.row);
}

/** Keeps the rows on the reply, moving its version on. */
export async function keepRows(db: Db, b: Binding, user: SessionUser, row: Row, rows: DataCallRow[]) {
  const updated = await updateAtVersion(db, b, user, row, { rows, rowCount: rows.length });
  if (!updated) throw conflict(STALE);
  return updated;
}
