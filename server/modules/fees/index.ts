import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import { registerBaseImport } from './base-import';
import { registerFeeFeeds } from './feeds';
import { registerGenerate } from './generate';
import { registerLedger } from './ledger';
import { registerMine } from './mine';
import { registerPay } from './pay';
import { registerRules } from './rules-call';
import { registerSummary } from './summary';
import { registerWarnings } from './warnings';

/** The fee calls beyond the generic ones: generate, pay, bases, summary, warnings, ledger, a member's own record. */
export function registerFees(app: FastifyInstance, services: Services): void {
  registerGenerate(app, services);
  registerPay(app, services);
  registerBaseImport(app, services);
  registerSummary(app, services);
  registerWarnings(app, services);
  registerLedger(app, services);
  registerMine(app, services);
  registerRules(app, services);
  registerFeeFeeds();
}
