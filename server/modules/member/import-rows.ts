import { inArray } from 'drizzle-orm';
import { checkField } from '../../../src/contract/resource/check';
import { idBirthDate, idSex } from '../../../src/contract/validators';
import { say } from '../../../src/contract/messages/message';
import { memberEntity } from '../../../src/contract/resource/member';
import { EVENT_KIND, EVENT_SOURCE } from '../../../src/contract/resource/membership-event';
import { members, membershipEvents, orgs, sysCodes } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { blindIndex, sealRow } from '../../lib/sensitive';
import type { SheetRow } from '../../lib/sheet-rows';
import { inScope, type SessionUser } from '../../lib/session-user';
import { cellValue, columnName, dictCode, type Refusal } from '../resources/xlsx-import';
import { IMPORT_FIELDS } from './import-columns';
import { giveWay, nextTurn } from '../../lib/give-way';

/** Rows checked, sealed or inserted between two turns of the event loop: each step stays a few milliseconds. */
const CHUNK = 200;
/**
 * Members per insert: a statement of this many rows is sealed and built in a few milliseconds, and its
 * parameters stay far under PostgreSQL's 65,535.
 */
const INSERT_BATCH = 200;
/** ID numbers looked up per statement when checking for members already on the rolls. */
const LOOKUP_BATCH = 1000;

const columnOf = (name: string) => columnName(IMPORT_FIELDS.find((f) => f.name === name)!.label);

/** What each step reports: rows handled so far (checking counts once, inserting once more). */
export type ImportProgress = (done: number) => Promise<void> | void;

/**
 * Every row of the sheet checked (dictionary labels, organisations in the caller's subtree, field rules, the
 * same ID number twice, one already on the rolls): the rows ready to insert and every refusal by row.
 */
export async function checkMemberRows(
  db: Db,
  user: SessionUser,
  sheet: SheetRow[],
  colOf: Map<string, number>,
  progress: ImportProgress = () => {},
): Promise<{ rows: Record<string, unknown>[]; refusals: Refusal[] }> {
  const codes = await db
    .select({ dict: sysCodes.dictName, value: sysCodes.value, label: sysCodes.label })
    .from(sysCodes);
  const orgRows = await db.select({ id: orgs.id, name: orgs.name, code: orgs.code, path: orgs.path }).from(orgs);
  // By name and by code, the first of each as a search in order would find it.
  const orgByKey = new Map<string, (typeof orgRows)[number]>();
  for (const o of orgRows) for (const k of [o.name, o.code]) if (k && !orgByKey.has(k)) orgByKey.set(k, o);
  const refusals: Refusal[] = [];
  const rows: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  // Each ID number's blind index, worked out row by row in the chunks (an HMAC each: ten thousand at once would hold the loop).
  const byIndex = new Map<string, string>();
  let n = 0;
  for (const { rowNo, values } of sheet) {
    if (rowNo === 1) continue;
    if (++n % CHUNK === 0) {
      await progress(n);
      await giveWay();
    }
    const v: Record<string, unknown> = {};
    for (const f of IMPORT_FIELDS) {
      const col = colOf.get(f.name)!;
      let value = col >= 0 ? cellValue(f, values[col] ?? null) : null;
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
        const org = orgByKey.get(String(value));
        if (!org || !inScope(user, org.path)) {
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
        refusals.push({ row: rowNo, field: columnOf('idNumber'), message: say('import.sameIdAsRow', { row: first }) });
      else {
        seen.set(id, rowNo);
        byIndex.set(blindIndex(id), id);
      }
    }
    if (v.memberType === '2' && !v.fullOn)
      refusals.push({ row: rowNo, field: columnOf('fullOn'), message: say('member.fullOnRequired') });
    rows.push(v);
  }
  // Stored encrypted: the duplicates are found by blind index, a thousand at a time.
  const indexes = [...byIndex.keys()];
  const existing: { bidx: string | null }[] = [];
  for (let i = 0; i < indexes.length; i += LOOKUP_BATCH) {
    existing.push(
      ...(await db
        .select({ bidx: members.idNumberBidx })
        .from(members)
        .where(inArray(members.idNumberBidx, indexes.slice(i, i + LOOKUP_BATCH)))),
    );
    await giveWay();
  }
  for (const e of existing)
    refusals.push({
      row: seen.get(byIndex.get(e.bidx!)!)!,
      field: columnOf('idNumber'),
      message: say('member.idNumberTaken'),
    });
  return { rows, refusals };
}

/**
 * The checked rows inserted in the caller's transaction, several hundred a statement: each member sealed as
 * a save seals it, with the history its dates imply (admitted, and full member where it has a date), as a
 * member entered by hand gets. Answers how many were inserted.
 */
export async function insertMembers(
  db: Db,
  user: SessionUser,
  rows: Record<string, unknown>[],
  progress: ImportProgress = () => {},
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH).map((r) => ({
      ...sealRow(memberEntity, r),
      sex: idSex(r.idNumber as string) || null,
      birthDate: idBirthDate(r.idNumber as string) || null,
      status: (r.status as string) ?? '1',
      createdBy: user.accountId,
      updatedBy: user.accountId,
    }));
    const made = await db
      .insert(members)
      .values(batch as never)
      .returning({
        id: members.id,
        name: members.name,
        orgId: members.orgId,
        joinedOn: members.joinedOn,
        fullOn: members.fullOn,
      });
    const events = made.flatMap((m) => {
      const base = {
        memberId: m.id,
        memberName: m.name,
        orgId: m.orgId,
        source: EVENT_SOURCE.built,
        sourceId: m.id,
        state: 'approved',
        createdBy: user.accountId,
        updatedBy: user.accountId,
      };
      const joined = m.joinedOn ? [{ ...base, kind: EVENT_KIND.admitted, effectiveOn: m.joinedOn }] : [];
      const full = m.fullOn ? [{ ...base, kind: EVENT_KIND.fullMember, effectiveOn: m.fullOn }] : [];
      return [...joined, ...full];
    });
    if (events.length) await db.insert(membershipEvents).values(events as never);
    inserted += made.length;
    await progress(inserted);
    // Inside the import's transaction: it waits for no one, it only lets waiting requests run.
    await nextTurn();
  }
  return inserted;
}
