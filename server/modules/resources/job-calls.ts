import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { jobDownload, jobProgress } from '../../../src/contract/calls/jobs';
import { say } from '../../../src/contract/messages/message';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { conflict, notFound } from '../../lib/errors';
import { jobFilesIn, progressOf } from '../../lib/job-files';
import { wordedDeep, wordFor } from '../../lib/worded';
import { requestLanguage } from '../../lib/language';
import type { Services } from '../../lib/services';
import { attachmentHeader } from './export-xlsx';

/** The progress and the file of a job (an export, an import), for the account that started it and no other. */
export function registerJobCalls(app: FastifyInstance, services: Services): void {
  const jobs = () => jobFilesIn(services.config.dataDir);

  bindCall(app, services, jobProgress, {
    handler: async ({ req, user, body }) => {
      const job = await jobs().read(body.id, user!.accountId);
      if (!job) throw notFound();
      const progress = progressOf(job, (m) => wordFor(req, m));
      // Each refused row's reason in the caller's language, as the import call words them.
      return { ...progress, refusals: wordedDeep(progress.refusals, requestLanguage(req)) as never };
    },
  });

  bindCall(app, services, jobDownload, {
    handler: async ({ user, body, reply }) => {
      const job = await jobs().read(body.id, user!.accountId);
      if (!job) throw notFound();
      if (job.state !== 'done' || !job.fileName) throw conflict(say('job.notReady'));
      const file = jobs().file(job.id);
      const size = await fs.promises.stat(file).then(
        (s) => s.size,
        () => -1,
      );
      if (size < 0) throw notFound();
      reply
        .code(200)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachmentHeader(job.fileName))
        .header('content-length', String(size))
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file));
      return RAW_REPLY;
    },
  });
}
