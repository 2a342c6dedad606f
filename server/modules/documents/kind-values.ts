import { inArray } from 'drizzle-orm';
import type { DocumentKindName } from '../../../src/contract/documents';
import { absencesOf } from '../../../src/contract/resource/attendance';
import { idBirthDate, idSex } from '../../../src/contract/validators';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/index';
import { chineseDate, enumeration } from '../../documents/wording';
import type { DocumentValues } from '../../lib/docx';
import type { SessionUser } from '../../lib/session-user';
import type { DictLookup } from '../resources/export-xlsx';
import { issueTransferLetter } from '../security/transfer-letter';

export interface KindContext {
  db: Db;
  user: SessionUser;
  record: Record<string, unknown>;
  /** The record's personal data in plain text (to derive from, never printed unmasked without the privilege). */
  personal: Record<string, string>;
  label: DictLookup;
  sealId?: number;
}

/** What a kind adds to the record's own fields, and the seal use it recorded (a sealed kind). */
export type KindValues = (ctx: KindContext) => Promise<{ values: DocumentValues; sealUseId?: number }>;

/** 2024-07-01 plus months, as a date. */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1 + months, d));
  return at.toISOString().slice(0, 10);
}

/** An applicant's sex and birth date come from the ID number; the probation ends a year (and any extension) on. */
const development: KindValues = async ({ record, personal, label }) => {
  const id = personal.idNumber ?? '';
  const probationOn = record.probationOn as string | null;
  const extended = Number(record.extendedMonths ?? 0);
  return {
    values: {
      sex: idSex(id) ? label('sex', idSex(id)) : '',
      birthDate: chineseDate(idBirthDate(id)),
      probationEnds: probationOn ? chineseDate(addMonths(probationOn, 12 + extended)) : '',
    },
  };
};

/** Who attended, in the order recorded, and who was absent and why. */
const minutes: KindValues = async ({ db, record }) => {
  const present = (record.present as number[] | null) ?? [];
  const absent = absencesOf(record.absent) ?? [];
  const ids = [...new Set([...present, ...absent.map((a) => a.memberId)])];
  const names = new Map(
    ids.length
      ? (await db.select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, ids))).map(
          (m) => [m.id, m.name],
        )
      : [],
  );
  const attendees = present.map((id, i) => ({ name: names.get(id) ?? '', last: i === present.length - 1 }));
  return {
    values: {
      attendees,
      absentNames: enumeration(
        absent.map((a) => (a.reason ? `${names.get(a.memberId) ?? ''}（${a.reason}）` : (names.get(a.memberId) ?? ''))),
      ),
    },
  };
};

/** The letter issued under the seal, as the printed letter is: its seal's use is recorded. */
const transferLetter: KindValues = async ({ db, user, record, sealId }) => {
  const letter = await issueTransferLetter(db, user, record.id as number, sealId);
  return {
    sealUseId: letter.sealUseId,
    values: {
      letterNo: letter.letterNo,
      memberName: letter.memberName,
      sex: letter.sex,
      age: letter.age === null ? '' : String(letter.age),
      ethnicity: letter.ethnicity,
      idNumber: letter.idNumber,
      memberType: letter.memberType,
      fromOrgName: letter.fromOrgName,
      toOrgName: letter.toOrgName,
      feesPaidUntil: letter.feesPaidUntil ?? '',
      validDays: String(letter.validDays),
      issuedOn: chineseDate(letter.issuedOn),
      issuerOrgName: letter.issuerOrgName,
      sealName: letter.seal.name,
    },
  };
};

const nothing: KindValues = async () => ({ values: {} });

export const KIND_VALUES: Record<DocumentKindName, KindValues> = {
  devNoticeTarget: development,
  devNoticeProbation: development,
  devNoticeFull: development,
  devTalkRecord: development,
  devBranchResolution: development,
  transferLetter,
  meetingMinutes: minutes,
  memberRegistration: nothing,
};
