import { getTableName } from 'drizzle-orm';
import { members, membershipEvents } from '../../db/schema/index';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import type { JobTracker } from '../../lib/job-files';
import { readSheetRows } from '../../lib/sheet-rows';
import { writeOplog } from '../../lib/oplog';
import { sealLogs } from '../../lib/log-chain';
import { attachFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { say } from '../../../src/contract/messages/message';
import { columnsOfFields, headerColumnsOf, throwIfRefused } from '../resources/xlsx-import';
import { IMPORT_FIELDS, MAX_ROWS } from './import-columns';
import { checkMemberRows, insertMembers } from './import-rows';

/** Where the committed import is logged: beside the start its call logged, under a name of its own. */
export const IMPORT_JOB_COMMIT = '/api/member/importJob#commit';

/**
 * The import behind `memberImportJob`: the sheet parsed on a worker thread, every row checked in chunks
 * between which other requests run, then all rows inserted in one transaction with its log entry. Progress
 * counts each row twice, once checked and once inserted. Throws what the import call would answer.
 */
export async function runMemberImport(
  services: Services,
  user: SessionUser,
  data: Buffer,
  fileName: string,
  job: JobTracker,
  ip: string,
): Promise<void> {
  const { database } = services;
  const parsed = await readSheetRows(data, MAX_ROWS);
  if (parsed.problem === 'tooManyRows') throw badRequest(say('import.tooManyRows', { max: MAX_ROWS }), 'file');
  if (parsed.problem)
    throw badRequest(say(parsed.problem === 'noRows' ? 'import.noRows' : 'import.unreadable'), 'file');
  const count = parsed.rows.length - 1;
  await job.progress(0, count * 2);
  const colOf = headerColumnsOf(parsed.rows[0]?.values ?? [], columnsOfFields(IMPORT_FIELDS));
  const { rows, refusals } = await checkMemberRows(database.db, user, parsed.rows, colOf, (n) => job.progress(n));
  if (!rows.length) throw badRequest(say('import.noRows'), 'file');
  throwIfRefused(refusals);
  const imported = await database.db.transaction(async (tx) => {
    attachFeed(tx, database.changes);
    const n = await insertMembers(tx as unknown as Db, user, rows, (done) => job.progress(count + done));
    await writeOplog(tx as unknown as Db, {
      accountId: user.accountId,
      account: user.account,
      orgId: user.orgId,
      ip,
      call: IMPORT_JOB_COMMIT,
      action: 'import',
      resource: 'member',
      after: { imported: n, file: fileName, job: job.id },
      outcome: 200,
    });
    return n;
  });
  database.changes.changed([getTableName(members), getTableName(membershipEvents)]);
  await sealLogs(database.db).catch((err) =>
    services.log.error({ err }, 'sealing the logs into their hash chains failed'),
  );
  await job.finish({ imported });
}
