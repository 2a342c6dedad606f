import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eduProgramEntity } from '../../../src/contract/resource/edu-program';
import type { Db } from '../../db/client';
import { accessories, eduContents, eduPrograms, studyRecords } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/education';
import type { StudyProgram } from '../../../src/contract/calls/education';
import { conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { accessoriesOf } from '../resources/accessories';
import { attachmentHeader } from '../resources/export-xlsx';
import { reachesMember } from '../resources/audience';
import { takerOf, type Taker } from './taker';
import { say } from '../../../src/contract/messages/message';
import { groupDay } from '../../lib/group-zone';

/** The most one report may add: the client reports every half minute while the page is in view. */
export const MAX_REPORT_SECONDS = 120;
/** What the server's clock may lag the client's by between two reports. */
const SLACK_SECONDS = 2;

interface ContentRow {
  id: number;
  programId: number;
  title: string;
  kind: string;
  minutes: number;
  body: string | null;
}

interface RecordRow {
  id: number;
  seconds: number;
  openedAt: string;
  finishedAt: string | null;
  lastSeenAt: string | null;
}

/** An item of a programme the member is a target of and that is open today. */
async function studyable(db: Db, taker: Taker, contentId: number): Promise<ContentRow> {
  const [row] = (await db
    .select({
      id: eduContents.id,
      programId: eduContents.programId,
      title: eduContents.title,
      kind: eduContents.kind,
      minutes: eduContents.minutes,
      body: eduContents.body,
      openFrom: eduPrograms.openFrom,
      openTo: eduPrograms.openTo,
    })
    .from(eduContents)
    .innerJoin(eduPrograms, eq(eduPrograms.id, eduContents.programId))
    .where(
      and(eq(eduContents.id, contentId), reachesMember(eduProgramEntity, eduPrograms, taker.memberId)),
    )) as (ContentRow & {
    openFrom: string;
    openTo: string;
  })[];
  if (!row) throw notFound(say('study.notYours'));
  if (groupDay() < row.openFrom) throw conflict(say('study.notOpen'));
  if (groupDay() > row.openTo) throw conflict(say('study.closed'));
  return row;
}

const recordOf = async (db: Db, memberId: number, contentId: number): Promise<RecordRow | undefined> =>
  (
    (await db
      .select()
      .from(studyRecords)
      .where(and(eq(studyRecords.memberId, memberId), eq(studyRecords.contentId, contentId)))
      .for('update')) as unknown as RecordRow[]
  )[0];

/**
 * Adds reported seconds, never more than has passed on the server's clock since the last report (nor
 * than one report may claim): a client cannot claim time it did not spend.
 */
async function addSeconds(db: Db, rec: RecordRow, claimed: number, finish: boolean): Promise<RecordRow> {
  const now = new Date();
  const since = Math.floor((now.getTime() - Date.parse(rec.lastSeenAt ?? rec.openedAt)) / 1000) + SLACK_SECONDS;
  const added = Math.max(0, Math.min(claimed, since, MAX_REPORT_SECONDS));
  const [row] = (await db
    .update(studyRecords)
    .set({
      seconds: sql`${studyRecords.seconds} + ${added}`,
      lastSeenAt: now.toISOString(),
      ...(finish && !rec.finishedAt ? { finishedAt: now.toISOString() } : {}),
      version: sql`${studyRecords.version} + 1`,
      updatedAt: now,
    } as never)
    .where(eq(studyRecords.id, rec.id))
    .returning()) as unknown as RecordRow[];
  return row;
}

const shown = (r: RecordRow) => ({
  seconds: r.seconds,
  openedAt: new Date(r.openedAt).toISOString(),
  finishedAt: r.finishedAt ? new Date(r.finishedAt).toISOString() : null,
});

/** A member's own studies: what is open to them, opening an item, the time counted while it is in view, finishing. */
export function registerStudy(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.studyMine, {
    cached: true,
    handler: async ({ db, user }) => {
      if (!user!.memberId) return [];
      const taker = await takerOf(db, user!);
      const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
      const programs = (await db
        .select({
          id: eduPrograms.id,
          channel: eduPrograms.channel,
          title: eduPrograms.title,
          description: eduPrograms.description,
          cover: eduPrograms.cover,
          openFrom: eduPrograms.openFrom,
          openTo: eduPrograms.openTo,
          requiredMinutes: eduPrograms.requiredMinutes,
        })
        .from(eduPrograms)
        .where(and(gte(eduPrograms.openTo, monthAgo), reachesMember(eduProgramEntity, eduPrograms, taker.memberId)))
        // Newest first; programmes opening on the same day by id, so that every reading lists them alike.
        .orderBy(desc(eduPrograms.openFrom), desc(eduPrograms.id))
        .limit(50)) as { id: number }[];
      if (!programs.length) return [];
      const ids = programs.map((p) => p.id);
      const items = (await db
        .select({
          id: eduContents.id,
          programId: eduContents.programId,
          title: eduContents.title,
          kind: eduContents.kind,
          minutes: eduContents.minutes,
          sort: eduContents.sort,
        })
        .from(eduContents)
        .where(inArray(eduContents.programId, ids))
        .orderBy(asc(eduContents.sort), asc(eduContents.id))) as { id: number; programId: number }[];
      const records = (await db
        .select()
        .from(studyRecords)
        .where(
          and(eq(studyRecords.memberId, taker.memberId), inArray(studyRecords.programId, ids)),
        )) as unknown as (RecordRow & { contentId: number })[];
      const recordOfItem = new Map(records.map((r) => [r.contentId, shown(r)]));
      return programs.map((p) => ({
        ...p,
        items: items.filter((i) => i.programId === p.id).map((i) => ({ ...i, record: recordOfItem.get(i.id) ?? null })),
      })) as StudyProgram[];
    },
  });

  bindCall(app, services, calls.studyOpen, {
    handler: async ({ db, user, body, audit }) => {
      const taker = await takerOf(db, user!);
      const content = await studyable(db, taker, body.contentId);
      let rec = await recordOf(db, taker.memberId, content.id);
      if (!rec) {
        const now = new Date().toISOString();
        await db
          .insert(studyRecords)
          .values({
            memberId: taker.memberId,
            orgId: taker.orgId,
            programId: content.programId,
            contentId: content.id,
            openedAt: now,
            lastSeenAt: now,
            seconds: 0,
            createdBy: user!.accountId,
          } as never)
          .onConflictDoNothing();
        rec = (await recordOf(db, taker.memberId, content.id))!;
        audit({ recordId: rec.id, after: { contentId: content.id } });
      } else {
        // Reopened: the time in between was not spent on the page.
        await db
          .update(studyRecords)
          .set({ lastSeenAt: new Date().toISOString() } as never)
          .where(eq(studyRecords.id, rec.id));
      }
      return {
        content: { ...content, accessories: await accessoriesOf(db, 'eduContent', content.id) },
        record: shown(rec),
      };
    },
  });

  for (const [, finish] of [
    ['report', false],
    ['finish', true],
  ] as const) {
    bindCall(app, services, finish ? calls.studyFinish : calls.studyReport, {
      handler: async ({ db, user, body, audit }) => {
        const taker = await takerOf(db, user!);
        const content = await studyable(db, taker, body.contentId);
        const rec = await recordOf(db, taker.memberId, content.id);
        if (!rec) throw conflict(say('study.openFirst'));
        const row = await addSeconds(db, rec, body.seconds, finish);
        audit({ recordId: rec.id, after: { seconds: row.seconds, finished: Boolean(row.finishedAt) } });
        return shown(row);
      },
    });
  }

  bindCall(app, services, calls.studyFile, {
    handler: async ({ db, user, body, reply }) => {
      const taker = await takerOf(db, user!);
      await studyable(db, taker, body.contentId);
      const [file] = await db
        .select()
        .from(accessories)
        .where(
          and(
            eq(accessories.id, body.accessPath),
            eq(accessories.entity, 'eduContent'),
            eq(accessories.recordId, body.contentId),
          ),
        );
      const full = file && path.join(services.config.uploadDir, file.storedName);
      if (!file || !fs.existsSync(full)) throw notFound(say('file.accessoryNotFound'));
      reply
        .code(200)
        .header('content-type', file.mime)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(full));
      return RAW_REPLY;
    },
  });
}
