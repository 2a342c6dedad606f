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
const feeLedger = later; // feeIncome (type in) and feePay (type out)
const taskList = later; // dw_task_year, dw_task_com, dw_task_star (taskType)
const taskDetail = later; // annual and star task detail
const eduChannel = later; // the three education channels

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
  '/feeManagement/feeInfo': later,
  '/rewardManagement/membersReward': later,
  '/rewardManagement/partyMemberDetail': later,
  '/rewardManagement/branchReward': later,
  '/rewardManagement/partyBranchDetail': later,
  '/deployment/dw_task_year': taskList,
  '/deployment/dw_task_year/dw_task_year_info': taskDetail,
  '/deployment/dw_task_com': taskList,
  '/deployment/dw_task_com/dw_task_com_info': later,
  '/deployment/dw_task_star': taskList,
  '/deployment/dw_task_star/dw_task_star_info': taskDetail,
  '/deployment/dw_task_approve': later,
  '/deployment/dw_task_approve/dw_task_approve_info': later,
  '/Partydevelopment/toclass': later,
  '/Partydevelopment/toclassInfo': later,
  '/Partydevelopment/PartMeetingShare': later,
  '/Partydevelopment/Pdactiv': later,
  '/Partydevelopment/PdactivInfo': later,
  '/Partydevelopment/dw_sum_report': later,
  '/Partydevelopment/dw_sum_report_info': later,
  '/Partydevelopment/Highlights': later,
  '/Partydevelopment/Highlights_info': later,
  '/Partydevelopment/dwAudit': later,
  '/Partysearch/Partysearch_agency': later,
  '/Partysearch/Partysearch_check': later,
  '/Partysearch/Partysearch_check_Info': later,
  '/Partysearch/Partysearch_star': later,
  '/Partysearch/Partysearch_star_Info': later,
  '/Partysearch/Partysearch_star_finish': later,
  '/Partysearch/relationReport': later,
  '/Partysearch/relationToclass': later,
  '/Partysearch/relationPdactiv': later,
  '/Partysearch/changeRelation': later,
  '/partyAffairs/PartyConstruction': later,
  '/partyAffairs/PartyConstruction_info': later,
  '/partyAffairs/workargmt': later,
  '/partyAffairs/workargmt_info': later,
  '/partyAffairs/onlineVoting': later,
  '/partyAffairs/onlineVoting_info': later,
  '/partyAffairs/onlineVoting_fina': later,
  '/PositionConstruction': later,
  '/PositionConstruction/PositionConstruction_info': later,
  '/educational/mwarningedu': eduChannel,
  '/educational/mwarningedu_info': later,
  '/educational/mwarningeduContent': later,
  '/educational/mwarningeduContent_info': later,
  '/educational/towstdaneact': eduChannel,
  '/educational/towstdaneact_info': later,
  '/educational/towstdaneactContent': later,
  '/educational/towstdaneactContent_info': later,
  '/educational/classbyday': eduChannel,
  '/educational/classbyday_info': later,
  '/educational/classbydayContent': later,
  '/educational/classbydayContent_info': later,
  '/educational/mitembank': later,
  '/educational/mitembankInfo': later,
  '/educational/exammgt': later,
  '/educational/exammgtInfo': later,
  '/Informationpublicity/announcement': later,
  '/Informationpublicity/announcement_info': later,
  '/Informationpublicity/shiznews': later,
  '/Informationpublicity/shiznews_info': later,
  '/Informationpublicity/reglaw': later,
  '/Informationpublicity/reglaw_info': later,
  '/Informationpublicity/mediacvg': later,
  '/Informationpublicity/mediacvg_info': later,
  '/Qualityefficiency/supvinactivity': later,
  '/Qualityefficiency/supvinactivity_info': later,
  '/Intelligentanalysis/overviewporg': later,
  '/Intelligentanalysis/integrastats': later,
  '/Intelligentanalysis/work_analysis': later,
  '/systemmanagement/bs_index': later,
  '/systemmanagement/bs_index_info': later,
  '/systemmanagement/bs_matter': later,
  '/systemmanagement/bs_matter_info': later,
  '/systemmanagement/bs_syscode': later,
  '/systemmanagement/bs_syscode_info': later,
  '/systemmanagement/role': later,
  '/systemmanagement/role_info': later,
  '/systemmanagement/bs_account': later,
  '/systemmanagement/bs_account_info': later,
  '/systemmanagement/operlog': later,
  '/ResetPassword/Index': resetPassword,
  '/UserPrivilege/UserMgt': later,
  '/UserPrivilege/UserMgtInfo': later,
  '/UserPrivilege/UserMgtOrgInfo': later,
  '/UserPrivilege/PrivilegeMgt': later,
  '/UserPrivilege/PrivilegeMgtInfo': later,
  '/UserPrivilege/OrgMgt': later,
  '/UserPrivilege/SealManage': later,
  '/UserPrivilege/SealManageInfo': later,
  '/UserPrivilege/LeaderDefend': later,
  '/UserPrivilege/LeaderDefendInfo': later,
  '/UserPrivilege/LeaderManage': later,
  '/UserPrivilege/LeaderManageInfo': later,
  '/personschedule/PersonalAgendaIndex': later,
  '/leaderschedule/ManagerAgendaIndex': later,
};

/** The screen of a path; a menu entry this build does not know yet shows the shared placeholder. */
export function screenFor(path: string): Screen {
  return ROUTE_REGISTRY[path] ?? later;
}

/** Whether the registry names the path itself (the test over the seeded menu uses it). */
export const isRegistered = (path: string): boolean => path in ROUTE_REGISTRY;
