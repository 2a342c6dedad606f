/**
 * Every menu route of the specification (section 2): the server seeds its menu from this tree,
 * and the SPA takes each route's meta (type, taskType, taskState, activeMenu, noCache) from it by path,
 * so that a menu served by another backend, which carries only path/label/icon/hidden, still works.
 */
export interface RouteMetaExtra {
  type?: 'in' | 'out';
  taskType?: 1 | 2 | 3;
  taskState?: 1;
  /** The menu entry that lights up while a hidden detail screen is open. */
  activeMenu?: string;
  noCache?: boolean;
  breadcrumb?: false;
}

export interface CatalogueEntry {
  path: string;
  label: string;
  icon?: string;
  hidden?: boolean;
  /** Default child of a group. */
  redirect?: string;
  meta?: RouteMetaExtra;
  children?: CatalogueEntry[];
}

const page = (path: string, label: string, meta?: RouteMetaExtra, icon?: string): CatalogueEntry => ({
  path,
  label,
  meta,
  icon,
});
/** A hidden detail screen that keeps its list's menu entry active. */
const detail = (path: string, label: string, listPath: string, meta?: RouteMetaExtra): CatalogueEntry => ({
  path,
  label,
  hidden: true,
  meta: { activeMenu: listPath, noCache: true, ...meta },
});

function group(
  path: string,
  label: string,
  icon: string,
  children: CatalogueEntry[],
  redirect?: string,
): CatalogueEntry {
  // Details are written relative to their group; activeMenu becomes the absolute list path.
  const fix = (c: CatalogueEntry): CatalogueEntry =>
    c.meta?.activeMenu !== undefined && !c.meta.activeMenu.startsWith('/')
      ? { ...c, meta: { ...c.meta, activeMenu: joinRoutePath(path, c.meta.activeMenu) } }
      : c;
  return {
    path,
    label,
    icon,
    children: children.map(fix),
    redirect: redirect ?? children.find((c) => !c.hidden)?.path,
  };
}

/** A content channel of education: programmes and their content items. */
function channel(base: string, label: string): CatalogueEntry[] {
  return [
    page(base, label),
    detail(`${base}_info`, `${label}详情`, base),
    detail(`${base}Content`, `${label}内容`, base),
    detail(`${base}Content_info`, `${label}内容详情`, base),
  ];
}

export const ROUTE_CATALOGUE: CatalogueEntry[] = [
  group('Index', '首页', 'HomeOutlined', [page('Index', '工作台')]),
  group(
    'organizational',
    '组织管理',
    'ApartmentOutlined',
    [
      page('managepartyorg', '党组织管理'),
      detail('managepartyorg_info', '党组织详情', 'managepartyorg'),
      page('managepartyorgTwo', '组织架构'),
      detail('managepartyorg_dwInfo', '班子成员', 'managepartyorg'),
      page('exchangeorg', '换届管理'),
      detail('exchangeorg_info', '换届详情', 'exchangeorg'),
    ],
    'managepartyorg',
  ),
  group(
    'memberManagement',
    '党员管理',
    'TeamOutlined',
    [
      page('memberMaintenance', '党员信息维护'),
      detail('memberMaintenance_info', '党员详情', 'memberMaintenance'),
      page('memberAcceptance', '党员发展'),
      detail('memberAcceptance_info', '发展详情', 'memberAcceptance'),
      page('membersTransferred', '组织关系转接'),
      detail('membersTransferred_info', '转接详情', 'membersTransferred'),
    ],
    'memberMaintenance',
  ),
  group('feeManagement', '党费管理', 'MoneyCollectOutlined', [
    page('feeIncome', '党费收缴', { type: 'in' }),
    page('feePay', '党费支出', { type: 'out' }),
    detail('feeInfo', '党费详情', 'feeIncome'),
  ]),
  group('rewardManagement', '奖惩管理', 'TrophyOutlined', [
    page('membersReward', '党员奖惩'),
    detail('partyMemberDetail', '党员奖惩详情', 'membersReward'),
    page('branchReward', '支部奖惩'),
    detail('partyBranchDetail', '支部奖惩详情', 'branchReward'),
  ]),
  group('deployment', '工作部署', 'ScheduleOutlined', [
    page('dw_task_year', '年度任务', { taskType: 1 }),
    detail('dw_task_year/dw_task_year_info', '年度任务详情', 'dw_task_year', { taskType: 1 }),
    page('dw_task_com', '应急任务', { taskType: 3 }),
    detail('dw_task_com/dw_task_com_info', '应急任务详情', 'dw_task_com', { taskType: 3 }),
    page('dw_task_star', '星级评定', { taskType: 2 }),
    detail('dw_task_star/dw_task_star_info', '星级评定详情', 'dw_task_star', { taskType: 2 }),
    page('dw_task_approve', '任务审核', { taskState: 1 }),
    detail('dw_task_approve/dw_task_approve_info', '任务审核详情', 'dw_task_approve', { taskState: 1 }),
  ]),
  group('Partydevelopment', '组织生活', 'CalendarOutlined', [
    page('toclass', '三会一课'),
    detail('toclassInfo', '会议详情', 'toclass'),
    page('PartMeetingShare', '会议分享'),
    page('Pdactiv', '主题党日'),
    detail('PdactivInfo', '活动详情', 'Pdactiv'),
    page('dw_sum_report', '工作总结'),
    detail('dw_sum_report_info', '总结详情', 'dw_sum_report'),
    page('Highlights', '工作亮点'),
    detail('Highlights_info', '亮点详情', 'Highlights'),
    page('dwAudit', '审核管理'),
  ]),
  group('Partysearch', '任务办理', 'AuditOutlined', [
    page('Partysearch_agency', '待办事项'),
    page('Partysearch_check', '年度任务填报', { taskType: 1 }),
    detail('Partysearch_check_Info', '年度任务填报详情', 'Partysearch_check', { taskType: 1 }),
    page('Partysearch_star', '星级评定填报', { taskType: 2 }),
    detail('Partysearch_star_Info', '星级评定填报详情', 'Partysearch_star', { taskType: 2 }),
    page('Partysearch_star_finish', '已完成评定'),
    detail('relationReport', '关联工作总结', 'Partysearch_check'),
    detail('relationToclass', '关联三会一课', 'Partysearch_check'),
    detail('relationPdactiv', '关联主题党日', 'Partysearch_check'),
    detail('changeRelation', '调整关联', 'Partysearch_check'),
  ]),
  group('partyAffairs', '党务工作', 'FlagOutlined', [
    page('PartyConstruction', '党建品牌'),
    detail('PartyConstruction_info', '品牌详情', 'PartyConstruction'),
    page('workargmt', '工作安排'),
    detail('workargmt_info', '工作安排详情', 'workargmt'),
    page('onlineVoting', '在线投票'),
    detail('onlineVoting_info', '投票详情', 'onlineVoting'),
    detail('onlineVoting_fina', '投票结果', 'onlineVoting'),
  ]),
  group('PositionConstruction', '阵地建设', 'EnvironmentOutlined', [
    page('', '阵地建设'),
    detail('PositionConstruction_info', '阵地详情', ''),
  ]),
  group('educational', '教育培训', 'ReadOutlined', [
    ...channel('mwarningedu', '警示教育'),
    ...channel('towstdaneact', '两学一做'),
    ...channel('classbyday', '每日一课'),
    page('mitembank', '题库管理'),
    detail('mitembankInfo', '试题详情', 'mitembank'),
    page('exammgt', '考试管理'),
    detail('exammgtInfo', '考试详情', 'exammgt'),
  ]),
  group(
    'Informationpublicity',
    '信息宣传',
    'NotificationOutlined',
    [
      page('announcement', '通知公告'),
      detail('announcement_info', '公告详情', 'announcement'),
      page('shiznews', '时政新闻'),
      detail('shiznews_info', '新闻详情', 'shiznews'),
      page('reglaw', '规章制度'),
      detail('reglaw_info', '制度详情', 'reglaw'),
      page('mediacvg', '媒体报道'),
      detail('mediacvg_info', '报道详情', 'mediacvg'),
    ],
    'reglaw',
  ),
  group('Qualityefficiency', '质量效能', 'SafetyCertificateOutlined', [
    page('supvinactivity', '监督检查'),
    detail('supvinactivity_info', '检查详情', 'supvinactivity'),
  ]),
  group('Intelligentanalysis', '智能分析', 'BarChartOutlined', [
    page('overviewporg', '组织概况'),
    page('integrastats', '综合统计'),
    page('work_analysis', '工作分析'),
  ]),
  group('systemmanagement', '系统管理', 'SettingOutlined', [
    page('bs_index', '指标管理'),
    detail('bs_index_info', '指标详情', 'bs_index'),
    page('bs_matter', '事项管理'),
    detail('bs_matter_info', '事项详情', 'bs_matter'),
    page('bs_syscode', '数据字典'),
    detail('bs_syscode_info', '字典详情', 'bs_syscode'),
    page('role', '角色管理'),
    detail('role_info', '角色详情', 'role'),
    page('bs_account', '账号管理'),
    detail('bs_account_info', '账号详情', 'bs_account'),
    page('operlog', '操作日志'),
  ]),
  {
    path: 'ResetPassword',
    label: '修改密码',
    icon: 'LockOutlined',
    hidden: true,
    children: [page('Index', '修改密码')],
  },
  group('UserPrivilege', '用户权限', 'UserSwitchOutlined', [
    page('UserMgt', '用户管理'),
    detail('UserMgtInfo', '用户详情', 'UserMgt'),
    detail('UserMgtOrgInfo', '用户组织权限', 'UserMgt'),
    page('PrivilegeMgt', '权限管理'),
    detail('PrivilegeMgtInfo', '权限详情', 'PrivilegeMgt'),
    page('OrgMgt', '组织权限'),
    page('SealManage', '印章管理'),
    detail('SealManageInfo', '印章详情', 'SealManage'),
    page('LeaderDefend', '领导维护'),
    detail('LeaderDefendInfo', '领导详情', 'LeaderDefend'),
    page('LeaderManage', '领导权限'),
    detail('LeaderManageInfo', '领导权限详情', 'LeaderManage'),
  ]),
  group('personschedule', '个人日程', 'CarryOutOutlined', [page('PersonalAgendaIndex', '个人日程')]),
  group('leaderschedule', '领导日程', 'ContactsOutlined', [page('ManagerAgendaIndex', '领导日程')]),
];

/** Joins a group path and a child path into the absolute route path. */
export function joinRoutePath(parent: string, child: string): string {
  // An empty parent is the root: '' + 'Index' is '/Index', never '//Index'.
  const base = parent.replace(/^\/+|\/+$/g, '');
  return '/' + [base, child].filter(Boolean).join('/');
}

/** Every absolute route path of the catalogue with its entry. */
export function flattenCatalogue(entries: CatalogueEntry[] = ROUTE_CATALOGUE): Map<string, CatalogueEntry> {
  const out = new Map<string, CatalogueEntry>();
  for (const top of entries) {
    const topPath = joinRoutePath('', top.path);
    out.set(topPath, top);
    for (const child of top.children ?? []) {
      const childPath = joinRoutePath(topPath, child.path);
      if (childPath !== topPath) out.set(childPath, child);
      for (const grand of child.children ?? []) out.set(joinRoutePath(childPath, grand.path), grand);
    }
  }
  return out;
}
