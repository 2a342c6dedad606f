import { ErrorCode } from '../../src/contract/envelope';
import { AppError, badRequest } from './errors';
import { say } from '../../src/contract/messages/message';

/** The PostgreSQL error behind a failed statement: drizzle wraps it, PGlite and node-postgres both carry `code`. */
function databaseErrorOf(err: unknown): { code?: string; detail?: string; column?: string } | null {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return e as { code: string; detail?: string; column?: string };
  }
  return null;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A write the database refused for a rule of the schema, as the caller's error rather than the
 * server's: a duplicate of a unique key is a conflict (the form names the first of its fields), a
 * reference to a record that is not there or a value outside a check is bad input. Null for anything else.
 */
export function constraintError(err: unknown): AppError | null {
  const e = databaseErrorOf(err);
  if (!e) return null;
  // 'Key (task_id, org_id)=(3, 7) already exists.'
  const column = /^Key \(([a-z_]+)/.exec(e.detail ?? '')?.[1] ?? e.column;
  const field = column ? camel(column) : undefined;
  switch (e.code) {
    case '23505':
      return new AppError(ErrorCode.Conflict, say('record.duplicate'), field);
    case '23503':
      return badRequest(say('record.referenceGone'), field);
    case '23514':
    case '23502':
    case '22001':
      return badRequest(say('record.breaksRule'), field);
    default:
      return null;
  }
}
