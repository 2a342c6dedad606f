import { sql } from 'drizzle-orm';
import { ENTITIES } from '../../../../src/contract/resource/index';
import { recordDiff } from '../../../../src/contract/resource/record-diff';
import { operationLog } from '../../../db/schema/index';
import type { Behaviour } from '../binding';

/** Every field some entity masks (ID numbers, phones): masked in the log too, whoever reads it. */
const MASKED = Object.fromEntries(
  ENTITIES.flatMap((e) => e.fields.filter((f) => f.masked).map((f) => [f.name, f.masked!])),
);

/**
 * The log answers what a write changed, field by field, instead of the raw rows: personal data that the
 * screens mask stays masked for the auditor, who reads the log and nothing else.
 */
export const operLogBehaviour: Behaviour = {
  computed: () => ({
    kind: sql<string>`CASE WHEN ${operationLog.action} = 'signIn' THEN 'signIn' ELSE 'operation' END`,
  }),

  decorate(_db, records) {
    for (const r of records) {
      r.changes = recordDiff(r.before, r.after, MASKED);
      delete r.before;
      delete r.after;
    }
  },
};
