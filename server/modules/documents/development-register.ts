import type { FastifyInstance } from 'fastify';
import { developmentRegister } from '../../../src/contract/calls/documents';
import { say, wordingIn } from '../../../src/contract/messages/message';
import { MAX_EXPORT_ROWS } from '../../../src/contract/resource/types';
import { RAW_REPLY, bindCall } from '../../lib/call';
import { badRequest } from '../../lib/errors';
import { groupDay } from '../../lib/group-zone';
import { requestLanguage } from '../../lib/language';
import type { Services } from '../../lib/services';
import type { Binding } from '../resources/binding';
import { dictLookup } from '../resources/dict-lookup';
import { listWithin } from '../resources/entity-access';
import { formsToXlsx, sendXlsx } from '../resources/export-xlsx';
import { exportRecords } from '../resources/query';

/** The register's columns after the running number: the applicant and the date of each stage reached. */
const COLUMNS = [
  'name',
  'orgId',
  'post',
  'appliedOn',
  'activistOn',
  'targetOn',
  'probationOn',
  'fullOn',
  'introducers',
  'stage',
] as const;

/**
 * The development register of a year: everyone in the caller's scope who applied that year, with the date
 * each stage was reached, as a printable form (.xlsx, A4, headed and signed), in the caller's language.
 */
export function registerDevelopmentRegister(
  app: FastifyInstance,
  services: Services,
  bindingOf: (entity: string) => Binding,
): void {
  const b = bindingOf('memberDevelopment');
  bindCall(app, services, developmentRegister, {
    rateLimit: { limit: 30, windowSeconds: 60, by: 'user' },
    handler: async ({ req, db, user, body, reply, audit }) => {
      const language = requestLanguage(req);
      const w = wordingIn(language);
      const filters = { appliedOn: [`${body.year}-01-01`, `${body.year}-12-31`] };
      const within = await listWithin(db, user!, b.def, filters);
      const sort = { field: 'appliedOn', order: 'asc' as const };
      const records = await exportRecords(db, b, bindingOf, user!, { filters, sort, within }, MAX_EXPORT_ROWS);
      if (records.length > MAX_EXPORT_ROWS) throw badRequest(say('record.exportTooLarge', { max: MAX_EXPORT_ROWS }));
      const label = await dictLookup(db);
      const fields = COLUMNS.map((name) => b.def.fields.find((f) => f.name === name)!);
      const cell = (r: Record<string, unknown>, name: string): string => {
        const f = fields.find((x) => x.name === name)!;
        const v = r[name];
        if (v === null || v === undefined) return '';
        if (f.kind === 'dict') return label(f.dict!, String(v));
        if (f.kind === 'org') return String(r[`${name}Name`] ?? '');
        return String(v);
      };
      const title = w('document.register.title', { year: body.year });
      const xlsx = await formsToXlsx([
        {
          name: String(body.year),
          title,
          heading: [w('document.register.heading', { org: user!.orgName, day: groupDay() })],
          columns: [
            { header: w('document.register.no'), width: 6 },
            ...fields.map((f) => ({ header: f.label[language], width: f.kind === 'date' ? 13 : 16 })),
          ],
          rows: records.map((r, i) => ({ cells: [i + 1, ...COLUMNS.map((c) => cell(r, c))] })),
          footer: [w('document.register.footer')],
        },
      ]);
      audit({ after: { year: body.year, rows: records.length } });
      sendXlsx(reply, `${title}.xlsx`, xlsx);
      return RAW_REPLY;
    },
  });
}
