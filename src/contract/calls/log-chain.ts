import { z } from 'zod';
import { PRIVILEGES } from '../privileges';
import { operLogEntity } from '../resource/oper-log';
import { entityCall } from './access';
import { answer, declareCall } from './declare';

/** One log's hash chain checked over a period: the rows checked and the first that does not match. */
export interface LogChainCheck {
  log: 'operation_log' | 'login_log';
  checked: number;
  ok: boolean;
  /** `hash`: the row's content or hash was changed; `missingBefore`: rows before it were removed or put in; `missingAfter`: rows at the end were removed. */
  firstBad?: { id: number; at: string | null; reason: 'hash' | 'missingBefore' | 'missingAfter' };
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'request.problem.day');

/** The auditor checks the operation and sign-in logs' hash chains over a chosen period (days, both included). */
export const verifyLogChain = declareCall({
  url: '/api/operLog/verifyChain',
  payload: z.object({ from: day.optional().nullable(), to: day.optional().nullable() }),
  answer: answer<{ checks: LogChainCheck[] }>(),
  access: entityCall(operLogEntity, PRIVILEGES.oplogRead),
});
