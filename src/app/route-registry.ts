import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every absolute path of the route catalogue and the screen it shows, each loaded on demand.
 * Screens of later releases point at one shared page that says so; replace an entry with
 * `lazy(() => import('@/features/<area>/<screen>'))` when its screen is built.
 */
type Screen = LazyExoticComponent<ComponentType>;

const later: Screen = lazy(() => import('@/components/not-built-yet'));
const dashboard: Screen = lazy(() => import('@/features/dashboard/dashboard-page'));
const resetPassword: Screen = lazy(() => import('@/features/auth/reset-password-page'));

// Screens that several routes share (SPEC section 2), told apart by the route meta.
const taskList: Screen = lazy(() => import('@/features/tasks/task-list-page')); // dw_task_year, dw_task_com, dw_task_star (taskType)
const taskDetail: Screen = lazy(() => import('@/features/tasks/task-detail-page')); // annual and star task detail
const feeLedger: Screen = lazy(() => import('@/features/fees/fee-ledger-page')); // feeIncome (type in) and feePay (type out)
const submissionList: Screen = lazy(() => import('@/features/tasks/submission-list-page')); // Partysearch_check, Partysearch_star (taskType)
const submissionDetail: Screen = lazy(() => import('@/features/tasks/submission-detail-page'));
const relation: Screen = lazy(() => import('@/features/tasks/relation-page')); // the evidence pickers
// The three education channels: one list, detail, item list and item detail, told apart by the route.
const eduChannel: Screen = lazy(() => import('@/features/education/channel-list-page'));
const eduChannelInfo: Screen = lazy(() => import('@/features/education/channel-detail-page'));
const eduContents: Screen = lazy(() => import('@/features/education/content-list-page'));
const eduContentInfo: Screen = lazy(() => import('@/features/education/content-detail-page'));
const articleList: Screen = lazy(() => import('@/features/publicity/article-list-page')); // the four publicity channels (route)
const articleDetail: Screen = lazy(() => import('@/features/publicity/article-detail-page'));

export const ROUTE_REGISTRY: Record<string, Screen> = {
  '/Index/Index': dashboard,
  // Organisation and member screens: src/features/organization and src/features/member.
  '/organizational/managepartyorg': lazy(() => import('@/features/organization/org-list-page')),
  '/organizational/managepartyorg_info': lazy(() => import('@/features/organization/org-detail-page')),
  '/organizational/managepartyorgTwo': lazy(() => import('@/features/organization/org-chart-page')),
  '/organizational/managepartyorg_dwInfo': lazy(() => import('@/features/organization/committee-page')),
  '/organizational/exchangeorg': lazy(() => import('@/features/organization/term-list-page')),
  '/organizational/exchangeorg_info': lazy(() => import('@/features/organization/term-detail-page')),
  '/memberManagement/memberMaintenance': lazy(() => import('@/features/member/member-list-page')),
  '/memberManagement/memberMaintenance_info': lazy(() => import('@/features/member/member-detail-page')),
  '/memberManagement/memberAcceptance': lazy(() => import('@/features/member/development-list-page')),
  '/memberManagement/memberAcceptance_info': lazy(() => import('@/features/member/development-detail-page')),
  '/memberManagement/membersTransferred': lazy(() => import('@/features/member/transfer-list-page')),
  '/memberManagement/membersTransferred_info': lazy(() => import('@/features/member/transfer-detail-page')),
  '/feeManagement/feeIncome': feeLedger,
  '/feeManagement/feePay': feeLedger,
  '/feeManagement/feeInfo': lazy(() => import('@/features/fees/fee-info-page')),
  '/rewardManagement/membersReward': lazy(() => import('@/features/rewards/member-reward-list-page')),
  '/rewardManagement/partyMemberDetail': lazy(() => import('@/features/rewards/member-reward-detail-page')),
  '/rewardManagement/branchReward': lazy(() => import('@/features/rewards/org-reward-list-page')),
  '/rewardManagement/partyBranchDetail': lazy(() => import('@/features/rewards/org-reward-detail-page')),
  '/deployment/dw_task_year': taskList,
  '/deployment/dw_task_year/dw_task_year_info': taskDetail,
  '/deployment/dw_task_com': taskList,
  '/deployment/dw_task_com/dw_task_com_info': lazy(() => import('@/features/tasks/emergency-detail-page')),
  '/deployment/dw_task_star': taskList,
  '/deployment/dw_task_star/dw_task_star_info': taskDetail,
  '/deployment/dw_task_approve': lazy(() => import('@/features/tasks/approve-list-page')),
  '/deployment/dw_task_approve/dw_task_approve_info': lazy(() => import('@/features/tasks/approve-detail-page')),
  '/partyAffairs/PartyConstruction': lazy(() => import('@/features/affairs/project-list-page')),
  '/partyAffairs/PartyConstruction_info': lazy(() => import('@/features/affairs/project-detail-page')),
  '/partyAffairs/workargmt': lazy(() => import('@/features/affairs/arrangement-page')),
  '/partyAffairs/workargmt_info': lazy(() => import('@/features/affairs/arrangement-detail-page')),
  '/partyAffairs/onlineVoting': lazy(() => import('@/features/affairs/vote-list-page')),
  '/partyAffairs/onlineVoting_info': lazy(() => import('@/features/affairs/vote-detail-page')),
  '/partyAffairs/onlineVoting_fina': lazy(() => import('@/features/affairs/vote-result-page')),
  '/PositionConstruction': lazy(() => import('@/features/affairs/position-list-page')),
  '/PositionConstruction/PositionConstruction_info': lazy(() => import('@/features/affairs/position-detail-page')),
  '/Partysearch/Partysearch_agency': lazy(() => import('@/features/tasks/agency-page')),
  '/Partysearch/Partysearch_check': submissionList,
  '/Partysearch/Partysearch_check_Info': submissionDetail,
  '/Partysearch/Partysearch_star': submissionList,
  '/Partysearch/Partysearch_star_Info': submissionDetail,
  '/Partysearch/Partysearch_star_finish': lazy(() => import('@/features/tasks/star-finish-page')),
  '/Partysearch/relationReport': relation,
  '/Partysearch/relationToclass': relation,
  '/Partysearch/relationPdactiv': relation,
  '/Partysearch/changeRelation': relation,
  '/Partydevelopment/toclass': lazy(() => import('@/features/meetings/meeting-list-page')),
  '/Partydevelopment/toclassInfo': lazy(() => import('@/features/meetings/meeting-detail-page')),
  '/Partydevelopment/PartMeetingShare': lazy(() => import('@/features/meetings/shared-feed-page')),
  '/Partydevelopment/Pdactiv': lazy(() => import('@/features/meetings/activity-list-page')),
  '/Partydevelopment/PdactivInfo': lazy(() => import('@/features/meetings/activity-detail-page')),
  '/Partydevelopment/dw_sum_report': lazy(() =>
    import('@/features/meetings/summary-pages').then((m) => ({ default: m.SummaryListPage })),
  ),
  '/Partydevelopment/dw_sum_report_info': lazy(() =>
    import('@/features/meetings/summary-pages').then((m) => ({ default: m.SummaryDetailPage })),
  ),
  '/Partydevelopment/Highlights': lazy(() =>
    import('@/features/meetings/highlight-pages').then((m) => ({ default: m.HighlightListPage })),
  ),
  '/Partydevelopment/Highlights_info': lazy(() =>
    import('@/features/meetings/highlight-pages').then((m) => ({ default: m.HighlightDetailPage })),
  ),
  '/Partydevelopment/dwAudit': lazy(() => import('@/features/meetings/audit-page')),
  '/educational/mwarningedu': eduChannel,
  '/educational/mwarningedu_info': eduChannelInfo,
  '/educational/mwarningeduContent': eduContents,
  '/educational/mwarningeduContent_info': eduContentInfo,
  '/educational/towstdaneact': eduChannel,
  '/educational/towstdaneact_info': eduChannelInfo,
  '/educational/towstdaneactContent': eduContents,
  '/educational/towstdaneactContent_info': eduContentInfo,
  '/educational/classbyday': eduChannel,
  '/educational/classbyday_info': eduChannelInfo,
  '/educational/classbydayContent': eduContents,
  '/educational/classbydayContent_info': eduContentInfo,
  '/educational/mitembank': lazy(() => import('@/features/education/question-list-page')),
  '/educational/mitembankInfo': lazy(() => import('@/features/education/question-detail-page')),
  '/educational/exammgt': lazy(() => import('@/features/education/exam-list-page')),
  '/educational/exammgtInfo': lazy(() => import('@/features/education/exam-detail-page')),
  '/Intelligentanalysis/overviewporg': lazy(() => import('@/features/analysis/overview-page')),
  '/Intelligentanalysis/integrastats': lazy(() => import('@/features/analysis/stats-page')),
  '/Intelligentanalysis/work_analysis': lazy(() => import('@/features/analysis/work-analysis-page')),
  '/systemmanagement/bs_index': lazy(() => import('@/features/system/indicator-list-page')),
  '/systemmanagement/bs_index_info': lazy(() => import('@/features/system/indicator-detail-page')),
  '/systemmanagement/bs_matter': lazy(() => import('@/features/system/matter-list-page')),
  '/systemmanagement/bs_matter_info': lazy(() => import('@/features/system/matter-detail-page')),
  '/systemmanagement/bs_syscode': lazy(() => import('@/features/system/syscode-list-page')),
  '/systemmanagement/bs_syscode_info': lazy(() => import('@/features/system/syscode-detail-page')),
  '/systemmanagement/operlog': lazy(() => import('@/features/system/operlog-page')),
  '/Informationpublicity/announcement': articleList,
  '/Informationpublicity/announcement_info': articleDetail,
  '/Informationpublicity/shiznews': articleList,
  '/Informationpublicity/shiznews_info': articleDetail,
  '/Informationpublicity/reglaw': articleList,
  '/Informationpublicity/reglaw_info': articleDetail,
  '/Informationpublicity/mediacvg': articleList,
  '/Informationpublicity/mediacvg_info': articleDetail,
  '/Qualityefficiency/supvinactivity': lazy(() => import('@/features/supervision/supervision-list-page')),
  '/Qualityefficiency/supvinactivity_info': lazy(() => import('@/features/supervision/supervision-detail-page')),
  '/ResetPassword/Index': resetPassword,
  '/UserPrivilege/PrivilegeMgt': lazy(() => import('@/features/system/privilege-list-page')),
  '/UserPrivilege/PrivilegeMgtInfo': lazy(() => import('@/features/system/privilege-detail-page')),
  '/personschedule/PersonalAgendaIndex': lazy(() => import('@/features/schedule/personal-agenda-page')),
  '/leaderschedule/ManagerAgendaIndex': lazy(() => import('@/features/schedule/leader-agenda-page')),
  '/systemmanagement/role': lazy(() => import('@/features/security/role-list-page')),
  '/systemmanagement/role_info': lazy(() => import('@/features/security/role-detail-page')),
  '/systemmanagement/bs_account': lazy(() => import('@/features/security/account-list-page')),
  '/systemmanagement/bs_account_info': lazy(() => import('@/features/security/account-detail-page')),
  '/UserPrivilege/UserMgt': lazy(() => import('@/features/security/user-list-page')),
  '/UserPrivilege/UserMgtInfo': lazy(() => import('@/features/security/user-detail-page')),
  '/UserPrivilege/UserMgtOrgInfo': lazy(() => import('@/features/security/user-org-page')),
  '/UserPrivilege/OrgMgt': lazy(() => import('@/features/security/org-grants-page')),
  '/UserPrivilege/SealManage': lazy(() => import('@/features/security/seal-list-page')),
  '/UserPrivilege/SealManageInfo': lazy(() => import('@/features/security/seal-detail-page')),
  '/UserPrivilege/LeaderDefend': lazy(() =>
    import('@/features/security/leader-pages').then((m) => ({ default: m.LeaderListPage })),
  ),
  '/UserPrivilege/LeaderDefendInfo': lazy(() =>
    import('@/features/security/leader-pages').then((m) => ({ default: m.LeaderDetailPage })),
  ),
  '/UserPrivilege/LeaderManage': lazy(() =>
    import('@/features/security/leader-pages').then((m) => ({ default: m.LeaderGrantListPage })),
  ),
  '/UserPrivilege/LeaderManageInfo': lazy(() =>
    import('@/features/security/leader-pages').then((m) => ({ default: m.LeaderGrantDetailPage })),
  ),
};

/** The screen of a path; a menu entry this build does not know yet shows the shared placeholder. */
export function screenFor(path: string): Screen {
  return ROUTE_REGISTRY[path] ?? later;
}

/** Whether the registry names the path itself (the test over the seeded menu uses it). */
export const isRegistered = (path: string): boolean => path in ROUTE_REGISTRY;
