import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRIVILEGES } from '../../../src/contract/privileges';
import { maskMiddle } from '../../../src/contract/validators';
import { openValue } from '../../lib/sensitive';
import { memberTransfers, members, orgs, seals, sysCodes } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/security';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import type { TransferLetter } from '../../../src/contract/calls/security';
import { recordSealUse, type SealRow } from './seal-rules';
import { say, wordingIn } from '../../../src/contract/messages/message';

/**
 * The letter is an official document of the Chinese party and is issued in Chinese whatever the
 * reader's language: its words come from the message table, always in zh.
 */
const inChinese = wordingIn('zh');

/** 党委印章 first: the letter goes out under the party committee's seal. */
const COMMITTEE_SEAL = '1';

/** The seal of the issuing organisation: the nearest organisation at or above the branch that has a seal, a committee's first. */
async function issuingSeal(db: Db, orgPath: string, chosen?: number): Promise<SealRow & { orgName: string }> {
  const chain = orgPath.split('/').filter(Boolean).map(Number);
  const rows = await db
    .select({ seal: seals, orgName: orgs.name })
    .from(seals)
    .innerJoin(orgs, eq(orgs.id, seals.orgId))
    .where(inArray(seals.orgId, chain));
  const candidates = rows
    .map((r) => ({ ...(r.seal as unknown as SealRow & { kind: string }), orgName: r.orgName }))
    .sort(
      (a, b) =>
        chain.indexOf(b.orgId) - chain.indexOf(a.orgId) ||
        Number(a.kind !== COMMITTEE_SEAL) - Number(b.kind !== COMMITTEE_SEAL) ||
        a.id - b.id,
    );
  if (chosen !== undefined) {
    const seal = candidates.find((c) => c.id === chosen);
    if (!seal) throw badRequest(say('transfer.letter.foreignSeal'), 'sealId');
    return seal;
  }
  if (!candidates.length) throw conflict(say('transfer.letter.noSeal'));
  return candidates[0];
}

/**
 * Issues the organisation-relationship letter of a transfer out, in the caller's scope: the seal's use is
 * recorded (append-only) in the caller's transaction, and the answer is what the letter says, whether it
 * is printed on the A4 page or made as a .docx from its template.
 */
export async function issueTransferLetter(
  db: Db,
  u: SessionUser,
  id: number,
  sealId?: number,
): Promise<TransferLetter> {
  const [t] = await db
    .select()
    .from(memberTransfers)
    .where(and(eq(memberTransfers.id, id), inArray(memberTransfers.orgId, u.scopeOrgIds)));
  if (!t) throw notFound(say('transfer.letter.notFound'));
  if (t.direction !== 'out') throw badRequest(say('transfer.letter.notOutgoing'), 'id');
  if (t.status === '6') throw conflict(say('transfer.letter.cancelled'));
  const [from] = await db.select({ path: orgs.path, name: orgs.name }).from(orgs).where(eq(orgs.id, t.orgId));
  const [to] = t.toOrgId ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, t.toOrgId)) : [];
  const [m] = await db.select().from(members).where(eq(members.id, t.memberId));
  const seal = await issuingSeal(db, from.path, sealId);
  if (!seal.image) throw conflict(say('seal.noImage', { seal: seal.name }));
  const letterNo = t.letterNo ?? `${new Date().getFullYear()}-${String(t.id).padStart(4, '0')}`;
  const use = await recordSealUse(db, u, seal, {
    document: inChinese('transfer.letter.document', { member: t.memberName }),
    documentRef: letterNo,
    purpose: inChinese('transfer.letter.purpose', { from: from.name, to: to?.name ?? t.outsideOrgName ?? '' }),
  });
  const labels = await db
    .select({ dict: sysCodes.dictName, value: sysCodes.value, label: sysCodes.label })
    .from(sysCodes)
    .where(inArray(sysCodes.dictName, ['sex', 'ethnicity', 'memberType']));
  const label = (dict: string, v: string | null | undefined) =>
    v ? (labels.find((l) => l.dict === dict && l.value === v)?.label ?? v) : '';
  const age = m?.birthDate ? Math.floor((Date.now() - Date.parse(m.birthDate)) / (365.25 * 86400_000)) : null;
  const idNumber = m?.idNumber ? openValue(m.idNumber) : '';
  return {
    transferId: t.id,
    letterNo,
    memberName: t.memberName,
    sex: label('sex', m?.sex),
    age,
    ethnicity: label('ethnicity', m?.ethnicity),
    idNumber: u.privileges.has(PRIVILEGES.memberSensitive) ? idNumber : maskMiddle(idNumber, 6, 4),
    memberType: label('memberType', m?.memberType),
    fromOrgName: from.name,
    toOrgName: to?.name ?? t.outsideOrgName ?? '',
    feesPaidUntil: t.feesPaidUntil,
    validDays: t.validDays ?? 30,
    issuedOn: t.issuedOn ?? use.usedAt.slice(0, 10),
    issuerOrgName: seal.orgName,
    seal: { id: seal.id, name: seal.name, image: seal.image },
    sealUseId: use.id,
    usedAt: use.usedAt,
  };
}

/** Prints the letter: the answer is what the A4 page shows. */
export function registerTransferLetter(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.printTransferLetter, {
    handler: async ({ db, user, body, audit }) => {
      const letter = await issueTransferLetter(db, user!, body.id, body.sealId);
      audit({
        recordId: letter.transferId,
        after: { sealId: letter.seal.id, sealUseId: letter.sealUseId, letterNo: letter.letterNo },
      });
      return letter;
    },
  });
}
