import { memberDevelopmentEntity } from './member-development';
import { memberTransferEntity } from './member-transfer';
import { memberEntity } from './member';
import { membershipEventEntity } from './membership-event';
import { orgCommitteeEntity } from './org-committee';
import { orgTermEntity } from './org-term';
import { orgEntity } from './org';
import { indicatorEntity } from './indicator';
import { matterEntity } from './matter';
import { agendaItemEntity } from './agenda-item';
import { partyProjectEntity } from './party-project';
import { workArrangementEntity } from './work-arrangement';
import { workArrangementReceiptEntity } from './work-arrangement-receipt';
import { dataCallEntity, dataCallReplyEntity } from './data-call';
import { voteEntity } from './vote';
import { positionEntity } from './position';
import { sysCodeEntity } from './sys-code';
import { operLogEntity } from './oper-log';
import { privilegeEntity } from './privilege';
import { taskEntity, taskSubmissionEntity } from './task';
import { meetingEntity } from './meeting';
import { activityEntity } from './activity';
import { summaryReportEntity } from './summary-report';
import { highlightEntity } from './highlight';
import { roleEntity } from './role';
import { accountEntity } from './account';
import { sealEntity } from './seal';
import { sealUseEntity } from './seal-use';
import { leaderEntity } from './leader';
import { leaderGrantEntity } from './leader-grant';
import { feeIncomeEntity } from './fee-income';
import { feeExpenseEntity } from './fee-expense';
import { memberRewardEntity } from './member-reward';
import { orgRewardEntity } from './org-reward';
import { eduProgramEntity } from './edu-program';
import { eduContentEntity } from './edu-content';
import { studyRecordEntity } from './study-record';
import { questionEntity } from './question';
import { examEntity } from './exam';
import { examAttemptEntity } from './exam-attempt';
import { articleEntity } from './article';
import { supervisionEntity } from './supervision';
import { recordCorrectionEntity } from './record-correction';
import { hardshipAidEntity, memberHardshipEntity } from './member-hardship';
import { memberAwayEntity } from './member-away';
import { commendationCallEntity, commendationQuotaEntity } from './commendation-call';
import { commendationNominationEntity, commendationObjectionEntity } from './commendation-nomination';
import { pointsEntryEntity } from './points-entry';
import { appraisalEntity } from './appraisal';
import type { EntityDef } from './types';

export * from './types';
export * from './entity-access';
export * from './fields';
export * from './check';
export * from './record-diff';
export * from './task';
export * from './task-rules';
export { monthlyDues, rulesOf, parseBrackets, DEFAULT_BRACKETS, type DuesRules, type Dues } from './fee-dues';
export { FEE_STATUS, FEE_SETTLED } from './fee-income';
export { EXPENSE_KIND } from './fee-expense';
export { AID_FROM_DUES, HARDSHIP_AID_CATEGORY } from './member-hardship';
export { AWAY_STATE } from './member-away';
export { COMMENDATION_KIND, QUOTA_FIELD, NOTICE_DAYS_MATTER, NOTICE_DAYS_DEFAULT } from './commendation-call';
export { NOMINATION_OUT } from './commendation-nomination';
export { GRADE, FOLLOW_UP, APPRAISAL_STATE } from './appraisal';
export { REWARD_KIND, PENALTY_WITH_END, rewardSections } from './reward-fields';

/** Every entity with generic calls and screens. A new entity is one definition added here. */
export const ENTITIES: EntityDef[] = [
  orgEntity,
  orgCommitteeEntity,
  orgTermEntity,
  memberEntity,
  memberDevelopmentEntity,
  memberTransferEntity,
  membershipEventEntity,
  indicatorEntity,
  matterEntity,
  agendaItemEntity,
  partyProjectEntity,
  workArrangementEntity,
  workArrangementReceiptEntity,
  voteEntity,
  positionEntity,
  sysCodeEntity,
  operLogEntity,
  privilegeEntity,
  taskEntity,
  taskSubmissionEntity,
  meetingEntity,
  activityEntity,
  summaryReportEntity,
  highlightEntity,
  roleEntity,
  accountEntity,
  sealEntity,
  sealUseEntity,
  leaderEntity,
  leaderGrantEntity,
  feeIncomeEntity,
  feeExpenseEntity,
  memberRewardEntity,
  orgRewardEntity,
  eduProgramEntity,
  eduContentEntity,
  studyRecordEntity,
  questionEntity,
  examEntity,
  examAttemptEntity,
  articleEntity,
  supervisionEntity,
  recordCorrectionEntity,
  memberHardshipEntity,
  hardshipAidEntity,
  memberAwayEntity,
  commendationCallEntity,
  commendationQuotaEntity,
  commendationNominationEntity,
  commendationObjectionEntity,
  dataCallEntity,
  dataCallReplyEntity,
  pointsEntryEntity,
  appraisalEntity,
];

export const ENTITY_BY_NAME: Record<string, EntityDef> = Object.fromEntries(ENTITIES.map((e) => [e.name, e]));

export {
  agendaItemEntity,
  indicatorEntity,
  matterEntity,
  orgEntity,
  orgCommitteeEntity,
  orgTermEntity,
  memberEntity,
  memberDevelopmentEntity,
  memberTransferEntity,
  membershipEventEntity,
  partyProjectEntity,
  workArrangementEntity,
  workArrangementReceiptEntity,
  voteEntity,
  positionEntity,
  sysCodeEntity,
  operLogEntity,
  privilegeEntity,
  meetingEntity,
  activityEntity,
  summaryReportEntity,
  highlightEntity,
  roleEntity,
  accountEntity,
  sealEntity,
  sealUseEntity,
  leaderEntity,
  leaderGrantEntity,
  feeIncomeEntity,
  feeExpenseEntity,
  memberRewardEntity,
  orgRewardEntity,
  eduProgramEntity,
  eduContentEntity,
  studyRecordEntity,
  questionEntity,
  examEntity,
  examAttemptEntity,
  articleEntity,
  supervisionEntity,
  recordCorrectionEntity,
  memberHardshipEntity,
  hardshipAidEntity,
  memberAwayEntity,
  commendationCallEntity,
  commendationQuotaEntity,
  commendationNominationEntity,
  commendationObjectionEntity,
  dataCallEntity,
  dataCallReplyEntity,
  pointsEntryEntity,
  appraisalEntity,
};
export { THEMED_DAY_TYPE } from './meeting';
export { THEMED_DAY_ACTIVITY } from './activity';
export { REVIEW_WORKFLOW } from './review-workflow';
export { EVENT_KIND, EVENT_SOURCE, ON_ROLLS_AFTER } from './membership-event';
export { PERIODS_PER_YEAR } from './summary-report';
export * from './attendance';
export * from './compliance';
export { DATA_SCOPE, BUILT_IN_ROLES } from './role';
export { SEAL_STATE, MAX_SEAL_IMAGE_CHARS } from './seal';
export { ARTICLE_CHANNELS, type ArticleChannel } from './article';
