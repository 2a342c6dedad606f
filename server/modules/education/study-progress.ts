import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { eduContents, studyRecords } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/education';
import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import { bindingOf } from '../resources/index';
import { getRecord } from '../resources/query';
import { assertRecordReached } from '../resources/entity-access';
import { eduProgramEntity } from '../../../src/contract/resource/edu-program';
import { sendXlsx, sheetsToXlsx } from '../resources/export-xlsx';
import { requestLanguage } from '../../lib/language';
import { wordingIn } from '../../../src/contract/messages/message';
import { rollOf } from '../resources/audience';
import { byOrganisation, rate } from './by-organisation';

/** A programme's progress as the caller may see it: each target member's items finished and time, each organisation's figures. */
async function progressOf(db: Db, user: SessionUser, programId: number) {
  await assertRecordReached(db, bindingOf('eduProgram'), user, programId);
  const program = await getRecord(db, bindingOf('eduProgram'), bindingOf, user, programId, { reach: true });
  if (!program) throw notFound();
  const audience = await rollOf(db, eduProgramEntity, program, user.scopeOrgIds);
  const items = (await db.select({ id: eduContents.id }).from(eduContents).where(eq(eduContents.programId, programId)))
    .length;
  const records = (await db
    .select({ memberId: studyRecords.memberId, seconds: studyRecords.seconds, finishedAt: studyRecords.finishedAt })
    .from(studyRecords)
    .where(eq(studyRecords.programId, programId))) as {
    memberId: number;
    seconds: number;
    finishedAt: string | null;
  }[];
  const required = Number(program.requiredMinutes) * 60;
  const members = audience.map((m) => {
    const mine = records.filter((r) => r.memberId === m.id);
    const seconds = mine.reduce((s, r) => s + r.seconds, 0);
    const finished = mine.filter((r) => r.finishedAt).length;
    return {
      ...m,
      opened: mine.length,
      finished,
      seconds,
      done: items > 0 && finished >= items && seconds >= required,
    };
  });
  const organisations = byOrganisation(members, (g) => {
    const started = g.filter((m) => m.opened > 0).length;
    const done = g.filter((m) => m.done).length;
    return { started, done, startRate: rate(started, g.length), doneRate: rate(done, g.length) };
  });
  return {
    program,
    items,
    requiredMinutes: Number(program.requiredMinutes),
    members: members.map(({ orgPath: _p, ...m }) => m),
    organisations,
  };
}

/** `eduProgram/progress` and its export, for those who run the programme. */
export function registerStudyProgress(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.programProgress, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const { program: _program, ...rest } = await progressOf(db, user!, body.id);
      return rest;
    },
  });

  bindCall(app, services, calls.programProgressExport, {
    handler: async ({ req, db, user, body, reply, audit }) => {
      const w = wordingIn(requestLanguage(req));
      const p = await progressOf(db, user!, body.id);
      const pct = (v: number | null) => (v === null ? '' : `${Math.round(v * 1000) / 10}%`);
      const xlsx = await sheetsToXlsx([
        {
          name: w('sheet.study.members'),
          columns: [
            ['orgName', w('sheet.branch')],
            ['name', w('sheet.name')],
            ['opened', w('sheet.study.opened')],
            ['finished', w('sheet.study.finished')],
            ['minutes', w('sheet.study.minutes')],
            ['done', w('sheet.study.done')],
          ],
          rows: p.members.map((m) => ({
            ...m,
            minutes: Math.round(m.seconds / 6) / 10,
            done: w(m.done ? 'record.yes' : 'record.no'),
          })),
        },
        {
          name: w('sheet.study.orgs'),
          columns: [
            ['orgName', w('sheet.org')],
            ['members', w('sheet.study.expected')],
            ['started', w('sheet.study.started')],
            ['done', w('sheet.study.doneCount')],
            ['startRate', w('sheet.study.startRate')],
            ['doneRate', w('sheet.study.doneRate')],
          ],
          rows: p.organisations.map((o) => ({ ...o, startRate: pct(o.startRate), doneRate: pct(o.doneRate) })),
        },
      ]);
      audit({ recordId: body.id, after: { rows: p.members.length } });
      sendXlsx(reply, `${w('sheet.study.file', { title: String(p.program.title) })}.xlsx`, xlsx);
      return RAW_REPLY;
    },
  });
}
