import type { FastifyInstance } from 'fastify';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, ENTITY_BY_NAME } from '../../../src/contract/resource/index';
import * as schema from '../../db/schema/index';
import {
  agendaItems,
  indicators,
  matters,
  memberDevelopment,
  memberTransfers,
  members,
  membershipEvents,
  orgCommittee,
  orgTerms,
  orgs,
  votes,
  workArrangementReceipts,
  workArrangements,
  dataCalls,
  dataCallReplies,
  menus,
  operationLog,
  sysCodes,
  taskSubmissions,
  tasks,
  activities,
  meetings,
  summaryReports,
  accounts,
  leaderGrants,
  leaders,
  roles,
  seals,
  sealUses,
  feeExpenses,
  feeIncome,
  memberRewards,
  orgRewards,
  eduContents,
  eduPrograms,
  exams,
  questions,
  articles,
  supervisions,
  recordCorrections,
  memberHardships,
  hardshipAids,
  memberAway,
  commendationCalls,
  commendationQuotas,
  commendationNominations,
  commendationObjections,
  pointsEntries,
  appraisals,
} from '../../db/schema/index';
import type { Services } from '../../lib/services';
import type { EntityDef } from '../../../src/contract/resource/types';
import type { Binding } from './binding';
import { registeredBehaviour, registeredEntities } from './behaviour-registry';
import { registerAccessories } from './accessories';
import { registerCrud } from './crud';
import { registerJobCalls } from './job-calls';
import { issuerLookup, registerIssue, senderOf } from './distribution';
import { registerReviewQueue } from './review-queue';
import { registerTransition } from './workflow';
import { memberDevelopmentBehaviour } from './behaviours/member-development';
import { memberTransferBehaviour } from './behaviours/member-transfer';
import { memberBehaviour } from './behaviours/member';
import { membershipEventBehaviour } from './behaviours/membership-event';
import { orgCommitteeBehaviour } from './behaviours/org-committee';
import { orgTermBehaviour } from './behaviours/org-term';
import { orgBehaviour } from './behaviours/org';
import { workArrangementBehaviour } from './behaviours/work-arrangement';
import { workArrangementReceiptBehaviour } from './behaviours/work-arrangement-receipt';
import { indicatorBehaviour } from './behaviours/indicator';
import { matterBehaviour } from './behaviours/matter';
import { operLogBehaviour } from './behaviours/oper-log';
import { privilegeBehaviour } from './behaviours/privilege';
import { sysCodeBehaviour } from './behaviours/sys-code';
import { meetingBehaviour } from './behaviours/meeting';
import { activityBehaviour } from './behaviours/activity';
import { summaryReportBehaviour } from './behaviours/summary-report';
import { leaderBehaviour, leaderGrantBehaviour } from './behaviours/leader';
import { feeExpenseBehaviour } from './behaviours/fee-expense';
import { memberRewardBehaviour, orgRewardBehaviour } from './behaviours/rewards';
import { eduProgramBehaviour } from './behaviours/edu-program';
import { eduContentBehaviour } from './behaviours/edu-content';
import { questionBehaviour } from './behaviours/question';
import { articleBehaviour } from './behaviours/article';
import { supervisionBehaviour } from './behaviours/supervision';
import { hardshipAidBehaviour, memberAwayBehaviour, memberHardshipBehaviour } from './behaviours/member-registers';

/**
 * An entity whose behaviour needs its area's code: the area registers it (behaviour-registry.ts), and it
 * is looked up when a call uses it, so that this list imports no area.
 */
function byArea(def: EntityDef, table: PgTable): Binding {
  return {
    def,
    table,
    get behaviour() {
      return registeredBehaviour(def.name);
    },
  };
}

/** The tables of the schema by their SQL names. */
const TABLES = new Map(
  (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable)).map((t) => [getTableName(t), t]),
);

/** An entity with nothing of its own to do: its definition bound to the table derived from it, found by name. */
function plain(def: EntityDef): Binding {
  const table = def.table && TABLES.get(def.table.name);
  if (!table) throw new Error(`no table ${def.table?.name ?? '(none)'} for entity ${def.name}`);
  return { def, table, behaviour: {} };
}

/** The entities that do something of their own, bound to their tables and to what only they do. */
const BOUND: Binding[] = [
  { def: ENTITY_BY_NAME.org, table: orgs, behaviour: orgBehaviour },
  { def: ENTITY_BY_NAME.orgCommittee, table: orgCommittee, behaviour: orgCommitteeBehaviour },
  { def: ENTITY_BY_NAME.orgTerm, table: orgTerms, behaviour: orgTermBehaviour },
  { def: ENTITY_BY_NAME.member, table: members, behaviour: memberBehaviour },
  { def: ENTITY_BY_NAME.memberDevelopment, table: memberDevelopment, behaviour: memberDevelopmentBehaviour },
  { def: ENTITY_BY_NAME.memberTransfer, table: memberTransfers, behaviour: memberTransferBehaviour },
  { def: ENTITY_BY_NAME.membershipEvent, table: membershipEvents, behaviour: membershipEventBehaviour },
  byArea(ENTITY_BY_NAME.agendaItem, agendaItems),
  { def: ENTITY_BY_NAME.workArrangement, table: workArrangements, behaviour: workArrangementBehaviour },
  {
    def: ENTITY_BY_NAME.workArrangementReceipt,
    table: workArrangementReceipts,
    behaviour: workArrangementReceiptBehaviour,
  },
  byArea(ENTITY_BY_NAME.vote, votes),
  byArea(ENTITY_BY_NAME.dataCall, dataCalls),
  byArea(ENTITY_BY_NAME.dataCallReply, dataCallReplies),
  { def: ENTITY_BY_NAME.indicator, table: indicators, behaviour: indicatorBehaviour },
  { def: ENTITY_BY_NAME.matter, table: matters, behaviour: matterBehaviour },
  { def: ENTITY_BY_NAME.sysCode, table: sysCodes, behaviour: sysCodeBehaviour(() => BINDINGS) },
  { def: ENTITY_BY_NAME.operLog, table: operationLog, behaviour: operLogBehaviour },
  { def: ENTITY_BY_NAME.privilege, table: menus, behaviour: privilegeBehaviour },
  byArea(ENTITY_BY_NAME.task, tasks),
  byArea(ENTITY_BY_NAME.taskSubmission, taskSubmissions),
  { def: ENTITY_BY_NAME.meeting, table: meetings, behaviour: meetingBehaviour },
  { def: ENTITY_BY_NAME.activity, table: activities, behaviour: activityBehaviour },
  { def: ENTITY_BY_NAME.summaryReport, table: summaryReports, behaviour: summaryReportBehaviour },
  byArea(ENTITY_BY_NAME.role, roles),
  byArea(ENTITY_BY_NAME.account, accounts),
  byArea(ENTITY_BY_NAME.seal, seals),
  byArea(ENTITY_BY_NAME.sealUse, sealUses),
  { def: ENTITY_BY_NAME.leader, table: leaders, behaviour: leaderBehaviour },
  { def: ENTITY_BY_NAME.leaderGrant, table: leaderGrants, behaviour: leaderGrantBehaviour },
  byArea(ENTITY_BY_NAME.feeIncome, feeIncome),
  { def: ENTITY_BY_NAME.feeExpense, table: feeExpenses, behaviour: feeExpenseBehaviour },
  { def: ENTITY_BY_NAME.memberReward, table: memberRewards, behaviour: memberRewardBehaviour },
  { def: ENTITY_BY_NAME.orgReward, table: orgRewards, behaviour: orgRewardBehaviour },
  { def: ENTITY_BY_NAME.eduProgram, table: eduPrograms, behaviour: eduProgramBehaviour },
  { def: ENTITY_BY_NAME.eduContent, table: eduContents, behaviour: eduContentBehaviour },
  { def: ENTITY_BY_NAME.question, table: questions, behaviour: questionBehaviour },
  byArea(ENTITY_BY_NAME.exam, exams),
  { def: ENTITY_BY_NAME.article, table: articles, behaviour: articleBehaviour },
  { def: ENTITY_BY_NAME.supervision, table: supervisions, behaviour: supervisionBehaviour },
  { def: ENTITY_BY_NAME.recordCorrection, table: recordCorrections, behaviour: {} },
  { def: ENTITY_BY_NAME.memberHardship, table: memberHardships, behaviour: memberHardshipBehaviour },
  { def: ENTITY_BY_NAME.hardshipAid, table: hardshipAids, behaviour: hardshipAidBehaviour },
  { def: ENTITY_BY_NAME.memberAway, table: memberAway, behaviour: memberAwayBehaviour },
  byArea(ENTITY_BY_NAME.commendationCall, commendationCalls),
  byArea(ENTITY_BY_NAME.commendationQuota, commendationQuotas),
  byArea(ENTITY_BY_NAME.commendationNomination, commendationNominations),
  byArea(ENTITY_BY_NAME.commendationObjection, commendationObjections),
  byArea(ENTITY_BY_NAME.pointsEntry, pointsEntries),
  byArea(ENTITY_BY_NAME.appraisal, appraisals),
];

/** Each entity's definition, bound to its table and to what only it does (nothing, for a plain one). */
export const BINDINGS: Binding[] = ENTITIES.map((def) => BOUND.find((b) => b.def === def) ?? plain(def));

const byName = new Map(BINDINGS.map((b) => [b.def.name, b]));

export function bindingOf(name: string): Binding {
  const b = byName.get(name);
  if (!b) throw new Error(`no binding for entity ${name}`);
  return b;
}

export function registerResources(app: FastifyInstance, services: Services): void {
  // An area that registers a behaviour under a name no binding has would see its rules silently unused.
  for (const name of registeredEntities()) bindingOf(name);
  for (const b of BINDINGS) {
    registerCrud(app, services, b, bindingOf, BINDINGS);
    const sender = senderOf(BINDINGS, b.def);
    if (b.def.workflow) registerTransition(app, services, b, bindingOf, sender && issuerLookup(sender));
    if (b.def.distribution) registerIssue(app, services, b, bindingOf);
  }
  registerReviewQueue(app, services, BINDINGS);
  registerAccessories(app, services, (name) => byName.get(name));
  registerJobCalls(app, services);
}
