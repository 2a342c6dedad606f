import type { Wording } from './language-words';
import type { Labels } from './resource/types';

/**
 * Every menu route of the specification (section 2), each described once: its path, its label in zh,
 * en and es, its meta and its screen. The server seeds its menu from this tree; the SPA takes each
 * route's meta (type, taskType, taskState, activeMenu, noCache) and screen from it by path, so that a
 * menu served by another backend, which carries only path/label/icon/hidden, still works. Who may reach
 * an entity's records is the entity's own declaration (`EntityDef.access`), not its screens' paths.
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

/**
 * What a route shows: a page of a feature named by its file under `src/features` ('dashboard/dashboard-page';
 * '#Name' picks a named export), which the SPA loads on demand, or an entity's list or detail. An entity's
 * screen is its generic list or detail, or the page named with it that builds on them: naming the entity is
 * what tells where the entity's screens live (`entity-routes.ts`). A route without a screen shows the
 * shared page of screens not built yet.
 */
export type ScreenKey = string | EntityScreen;

export interface EntityScreen {
  entity: string;
  view: 'list' | 'detail';
  /** The feature page that shows it, when not the generic screen alone. */
  page?: string;
}

export interface CatalogueEntry {
  path: string;
  label: Labels;
  icon?: string;
  hidden?: boolean;
  /** Default child of a group. */
  redirect?: string;
  meta?: RouteMetaExtra;
  screen?: ScreenKey;
  /**
   * The detail screen (beside it in its group) that a list opens, where the entity's screens live under
   * several routes (the three task lists, the publicity and study channels).
   */
  opens?: string;
  children?: CatalogueEntry[];
}

const words = ([zh, en, es]: Wording): Labels => ({ zh, en, es });

export const entityScreen = (entity: string, view: 'list' | 'detail', page?: string): EntityScreen =>
  page === undefined ? { entity, view } : { entity, view, page };

/** Both ledgers of dues (collected, spent) are one page. */
const LEDGER = 'fees/fee-ledger-page';

const page = (path: string, label: Wording, screen?: ScreenKey, meta?: RouteMetaExtra): CatalogueEntry => ({
  path,
  label: words(label),
  screen,
  meta,
});
/** A hidden detail screen that keeps its list's menu entry active. */
const detail = (
  path: string,
  label: Wording,
  listPath: string,
  screen?: ScreenKey,
  meta?: RouteMetaExtra,
): CatalogueEntry => ({
  path,
  label: words(label),
  hidden: true,
  screen,
  meta: { activeMenu: listPath, noCache: true, ...meta },
});

const opening = (detailPath: string, list: CatalogueEntry): CatalogueEntry => ({ ...list, opens: detailPath });

function group(
  path: string,
  label: Wording,
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
    label: words(label),
    icon,
    children: children.map(fix),
    redirect: redirect ?? children.find((c) => !c.hidden)?.path,
  };
}

/** A content channel of education: its programmes and their items, on the same four screens for every channel. */
function channel(
  base: string,
  [list, info, contents, content]: [Wording, Wording, Wording, Wording],
): CatalogueEntry[] {
  return [
    opening(`${base}_info`, page(base, list, entityScreen('eduProgram', 'list', 'education/channel-list-page'))),
    detail(`${base}_info`, info, base, 'education/channel-detail-page'),
    opening(
      `${base}Content_info`,
      detail(`${base}Content`, contents, base, entityScreen('eduContent', 'list', 'education/content-list-page')),
    ),
    detail(`${base}Content_info`, content, base, 'education/content-detail-page'),
  ];
}

// Pure, so that a bundle importing the contract's index for something else leaves the catalogue out.
export const ROUTE_CATALOGUE: CatalogueEntry[] = /* @__PURE__ */ (() => [
  group('Index', ['首页', 'Home', 'Inicio'], 'HomeOutlined', [
    page('Index', ['工作台', 'Workbench', 'Escritorio'], 'dashboard/dashboard-page'),
  ]),
  // A member's own screens, opened from the tiles of their home; the check-in page from a meeting's QR code.
  group('my', ['我的', 'Mine', 'Lo mío'], 'UserOutlined', [
    page('dues', ['我的党费', 'My dues', 'Mis cuotas'], 'my/dues-page'),
    page('meetings', ['我的会议', 'My meetings', 'Mis reuniones'], 'my/meetings-page'),
    page('record', ['我的档案', 'My record', 'Mi ficha'], 'my/record-page'),
    page('study', ['我的学习', 'My studies', 'Mis estudios'], 'my/panel-pages#StudyPage'),
    page('exams', ['我的考试', 'My exams', 'Mis exámenes'], 'my/panel-pages#ExamsPage'),
    page('votes', ['我的投票', 'My votes', 'Mis votaciones'], 'my/panel-pages#VotesPage'),
    page('announcements', ['我的通知', 'My announcements', 'Mis avisos'], 'my/panel-pages#AnnouncementsPage'),
    page('points', ['我的积分', 'My points', 'Mis puntos'], 'my/points-page'),
    page('appraisal', ['民主评议', 'My appraisal', 'Mi evaluación'], 'my/appraisal-page'),
    detail('checkin', ['扫码签到', 'Check-in', 'Registro de asistencia'], 'meetings', 'my/check-in-page'),
  ]),
  group(
    'organizational',
    ['组织管理', 'Organisations', 'Organizaciones'],
    'ApartmentOutlined',
    [
      page(
        'managepartyorg',
        ['党组织管理', 'Party organisations', 'Organizaciones del partido'],
        entityScreen('org', 'list', 'organization/org-list-page'),
      ),
      detail(
        'managepartyorg_info',
        ['党组织详情', 'Organisation detail', 'Detalle de la organización'],
        'managepartyorg',
        'organization/org-detail-page',
      ),
      page('managepartyorgTwo', ['组织架构', 'Organisation chart', 'Organigrama'], 'organization/org-chart-page'),
      detail(
        'managepartyorg_dwInfo',
        ['班子成员', 'Committee members', 'Miembros del comité'],
        'managepartyorg',
        entityScreen('orgCommittee', 'list', 'organization/committee-page'),
      ),
      page(
        'exchangeorg',
        ['换届管理', 'Terms of office', 'Mandatos'],
        entityScreen('orgTerm', 'list', 'organization/term-list-page'),
      ),
      detail(
        'exchangeorg_info',
        ['换届详情', 'Term detail', 'Detalle del mandato'],
        'exchangeorg',
        'organization/term-detail-page',
      ),
    ],
    'managepartyorg',
  ),
  group(
    'memberManagement',
    ['党员管理', 'Members', 'Militantes'],
    'TeamOutlined',
    [
      page(
        'memberMaintenance',
        ['党员信息维护', 'Member records', 'Fichas de militantes'],
        entityScreen('member', 'list', 'member/member-list-page'),
      ),
      detail(
        'memberMaintenance_info',
        ['党员详情', 'Member detail', 'Detalle del militante'],
        'memberMaintenance',
        'member/member-detail-page',
      ),
      page(
        'memberAcceptance',
        ['党员发展', 'Member development', 'Captación de militantes'],
        entityScreen('memberDevelopment', 'list', 'member/development-list-page'),
      ),
      detail(
        'memberAcceptance_info',
        ['发展详情', 'Development detail', 'Detalle de la captación'],
        'memberAcceptance',
        'member/development-detail-page',
      ),
      page(
        'membersTransferred',
        ['组织关系转接', 'Membership transfers', 'Traslados de militancia'],
        entityScreen('memberTransfer', 'list', 'member/transfer-list-page'),
      ),
      detail(
        'membersTransferred_info',
        ['转接详情', 'Transfer detail', 'Detalle del traslado'],
        'membersTransferred',
        'member/transfer-detail-page',
      ),
      page(
        'recordCorrection',
        ['信息更正申请', 'Record corrections', 'Correcciones de datos'],
        entityScreen('recordCorrection', 'list'),
      ),
      detail(
        'recordCorrection_info',
        ['更正申请详情', 'Record correction', 'Corrección de datos'],
        'recordCorrection',
        entityScreen('recordCorrection', 'detail'),
      ),
      page(
        'membershipHistory',
        ['党籍变动', 'Membership history', 'Historial de militancia'],
        entityScreen('membershipEvent', 'list'),
      ),
      detail(
        'membershipHistory_info',
        ['党籍变动详情', 'Membership event detail', 'Detalle del cambio de militancia'],
        'membershipHistory',
        entityScreen('membershipEvent', 'detail'),
      ),
      page(
        'memberHardship',
        ['困难党员', 'Members in hardship', 'Militantes en dificultad'],
        entityScreen('memberHardship', 'list'),
      ),
      detail(
        'memberHardship_info',
        ['困难党员详情', 'Member in hardship', 'Militante en dificultad'],
        'memberHardship',
        'member/hardship-detail-page',
      ),
      page(
        'memberAway',
        ['流动党员', 'Members working away', 'Militantes desplazados'],
        entityScreen('memberAway', 'list'),
      ),
      detail(
        'memberAway_info',
        ['流动党员详情', 'Member working away', 'Militante desplazado'],
        'memberAway',
        entityScreen('memberAway', 'detail'),
      ),
      page(
        'memberPoints',
        ['党员积分', 'Member points', 'Puntos de militantes'],
        entityScreen('pointsEntry', 'list', 'points/points-page'),
      ),
      detail(
        'memberPoints_info',
        ['积分加减分详情', 'Points entry', 'Anotación de puntos'],
        'memberPoints',
        entityScreen('pointsEntry', 'detail'),
      ),
    ],
    'memberMaintenance',
  ),
  group('feeManagement', ['党费管理', 'Party dues', 'Cuotas'], 'MoneyCollectOutlined', [
    page('feeIncome', ['党费收缴', 'Dues collected', 'Cuotas cobradas'], entityScreen('feeIncome', 'list', LEDGER), {
      type: 'in',
    }),
    opening(
      'feeInfo',
      page('feePay', ['党费支出', 'Dues spent', 'Gastos de cuotas'], entityScreen('feeExpense', 'list', LEDGER), {
        type: 'out',
      }),
    ),
    detail('feeInfo', ['党费详情', 'Dues detail', 'Detalle de cuotas'], 'feeIncome', 'fees/fee-info-page'),
  ]),
  group('rewardManagement', ['奖惩管理', 'Rewards and penalties', 'Premios y sanciones'], 'TrophyOutlined', [
    page(
      'membersReward',
      ['党员奖惩', 'Member rewards', 'Premios de militantes'],
      entityScreen('memberReward', 'list', 'rewards/member-reward-list-page'),
    ),
    detail(
      'partyMemberDetail',
      ['党员奖惩详情', 'Member reward detail', 'Detalle del premio al militante'],
      'membersReward',
      'rewards/member-reward-detail-page',
    ),
    page(
      'branchReward',
      ['支部奖惩', 'Branch rewards', 'Premios de células'],
      entityScreen('orgReward', 'list', 'rewards/org-reward-list-page'),
    ),
    detail(
      'partyBranchDetail',
      ['支部奖惩详情', 'Branch reward detail', 'Detalle del premio a la célula'],
      'branchReward',
      'rewards/org-reward-detail-page',
    ),
    page('commendation', ['评优表彰', 'Commendations', 'Distinciones'], entityScreen('commendationCall', 'list')),
    detail(
      'commendation_info',
      ['评优表彰详情', 'Commendation call', 'Convocatoria de distinciones'],
      'commendation',
      'rewards/commendation-detail-page',
    ),
  ]),
  group('deployment', ['工作部署', 'Work deployment', 'Despliegue de trabajo'], 'ScheduleOutlined', [
    opening(
      'dw_task_year/dw_task_year_info',
      page(
        'dw_task_year',
        ['年度任务', 'Annual tasks', 'Tareas anuales'],
        entityScreen('task', 'list', 'tasks/task-list-page'),
        { taskType: 1 },
      ),
    ),
    detail(
      'dw_task_year/dw_task_year_info',
      ['年度任务详情', 'Annual task detail', 'Detalle de la tarea anual'],
      'dw_task_year',
      'tasks/task-detail-page',
      { taskType: 1 },
    ),
    opening(
      'dw_task_com/dw_task_com_info',
      page(
        'dw_task_com',
        ['应急任务', 'Urgent tasks', 'Tareas urgentes'],
        entityScreen('task', 'list', 'tasks/task-list-page'),
        { taskType: 3 },
      ),
    ),
    detail(
      'dw_task_com/dw_task_com_info',
      ['应急任务详情', 'Urgent task detail', 'Detalle de la tarea urgente'],
      'dw_task_com',
      'tasks/emergency-detail-page',
      { taskType: 3 },
    ),
    opening(
      'dw_task_star/dw_task_star_info',
      page(
        'dw_task_star',
        ['星级评定', 'Star ratings', 'Calificación por estrellas'],
        entityScreen('task', 'list', 'tasks/task-list-page'),
        {
          taskType: 2,
        },
      ),
    ),
    detail(
      'dw_task_star/dw_task_star_info',
      ['星级评定详情', 'Star rating detail', 'Detalle de la calificación'],
      'dw_task_star',
      'tasks/task-detail-page',
      { taskType: 2 },
    ),
    opening(
      'dw_task_approve/dw_task_approve_info',
      page(
        'dw_task_approve',
        ['任务审核', 'Task review', 'Revisión de tareas'],
        entityScreen('taskSubmission', 'list', 'tasks/approve-list-page'),
        {
          taskState: 1,
        },
      ),
    ),
    detail(
      'dw_task_approve/dw_task_approve_info',
      ['任务审核详情', 'Task review detail', 'Detalle de la revisión'],
      'dw_task_approve',
      'tasks/approve-detail-page',
      { taskState: 1 },
    ),
  ]),
  group('Partydevelopment', ['组织生活', 'Organisational life', 'Vida orgánica'], 'CalendarOutlined', [
    page(
      'toclass',
      ['三会一课', 'Meetings and lectures', 'Reuniones y lecciones'],
      entityScreen('meeting', 'list', 'meetings/meeting-list-page'),
    ),
    detail(
      'toclassInfo',
      ['会议详情', 'Meeting detail', 'Detalle de la reunión'],
      'toclass',
      'meetings/meeting-detail-page',
    ),
    page('PartMeetingShare', ['会议分享', 'Shared meetings', 'Reuniones compartidas'], 'meetings/shared-feed-page'),
    page(
      'Pdactiv',
      ['主题党日', 'Themed party days', 'Días temáticos del partido'],
      entityScreen('activity', 'list', 'meetings/activity-list-page'),
    ),
    detail(
      'PdactivInfo',
      ['活动详情', 'Activity detail', 'Detalle de la actividad'],
      'Pdactiv',
      'meetings/activity-detail-page',
    ),
    page(
      'dw_sum_report',
      ['工作总结', 'Work summaries', 'Resúmenes de trabajo'],
      entityScreen('summaryReport', 'list', 'meetings/summary-pages#SummaryListPage'),
    ),
    detail(
      'dw_sum_report_info',
      ['总结详情', 'Summary detail', 'Detalle del resumen'],
      'dw_sum_report',
      'meetings/summary-pages#SummaryDetailPage',
    ),
    page(
      'Highlights',
      ['工作亮点', 'Highlights', 'Logros destacados'],
      entityScreen('highlight', 'list', 'meetings/highlight-pages#HighlightListPage'),
    ),
    detail(
      'Highlights_info',
      ['亮点详情', 'Highlight detail', 'Detalle del logro'],
      'Highlights',
      'meetings/highlight-pages#HighlightDetailPage',
    ),
    page(
      'appraisal',
      ['民主评议', 'Democratic appraisal', 'Evaluación democrática'],
      entityScreen('appraisal', 'list', 'appraisal/appraisal-page'),
    ),
    detail(
      'appraisal_info',
      ['民主评议详情', 'Appraisal detail', 'Detalle de la evaluación'],
      'appraisal',
      entityScreen('appraisal', 'detail', 'appraisal/appraisal-detail-page'),
    ),
    page('dwAudit', ['审核管理', 'Reviews', 'Revisiones'], 'meetings/audit-page'),
  ]),
  group('Partysearch', ['任务办理', 'Task handling', 'Gestión de tareas'], 'AuditOutlined', [
    // Emergency work is answered from the to-do list: its report opens under a route of its own there.
    opening(
      'Partysearch_com_Info',
      page(
        'Partysearch_agency',
        ['待办事项', 'To-do list', 'Pendientes'],
        entityScreen('taskSubmission', 'list', 'tasks/agency-page'),
      ),
    ),
    detail(
      'Partysearch_com_Info',
      ['应急任务填报详情', 'Urgent task report detail', 'Detalle del informe de tarea urgente'],
      'Partysearch_agency',
      'tasks/submission-detail-page',
      { taskType: 3 },
    ),
    opening(
      'Partysearch_check_Info',
      page(
        'Partysearch_check',
        ['年度任务填报', 'Annual task reports', 'Informes de tareas anuales'],
        entityScreen('taskSubmission', 'list', 'tasks/submission-list-page'),
        { taskType: 1 },
      ),
    ),
    detail(
      'Partysearch_check_Info',
      ['年度任务填报详情', 'Annual task report detail', 'Detalle del informe anual'],
      'Partysearch_check',
      'tasks/submission-detail-page',
      { taskType: 1 },
    ),
    opening(
      'Partysearch_star_Info',
      page(
        'Partysearch_star',
        ['星级评定填报', 'Star rating reports', 'Informes de calificación'],
        entityScreen('taskSubmission', 'list', 'tasks/submission-list-page'),
        { taskType: 2 },
      ),
    ),
    detail(
      'Partysearch_star_Info',
      ['星级评定填报详情', 'Star rating report detail', 'Detalle del informe de calificación'],
      'Partysearch_star',
      'tasks/submission-detail-page',
      { taskType: 2 },
    ),
    opening(
      'Partysearch_star_Info',
      page(
        'Partysearch_star_finish',
        ['已完成评定', 'Finished ratings', 'Calificaciones terminadas'],
        entityScreen('taskSubmission', 'list', 'tasks/star-finish-page'),
      ),
    ),
    detail(
      'relationReport',
      ['关联工作总结', 'Linked summaries', 'Resúmenes vinculados'],
      'Partysearch_check',
      'tasks/relation-page',
    ),
    detail(
      'relationToclass',
      ['关联三会一课', 'Linked meetings', 'Reuniones vinculadas'],
      'Partysearch_check',
      'tasks/relation-page',
    ),
    detail(
      'relationPdactiv',
      ['关联主题党日', 'Linked party days', 'Días temáticos vinculados'],
      'Partysearch_check',
      'tasks/relation-page',
    ),
    detail(
      'changeRelation',
      ['调整关联', 'Change links', 'Cambiar vínculos'],
      'Partysearch_check',
      'tasks/relation-page',
    ),
  ]),
  group('partyAffairs', ['党务工作', 'Party affairs', 'Asuntos del partido'], 'FlagOutlined', [
    page(
      'PartyConstruction',
      ['党建品牌', 'Party-building projects', 'Proyectos de construcción del partido'],
      entityScreen('partyProject', 'list'),
    ),
    detail(
      'PartyConstruction_info',
      ['品牌详情', 'Project detail', 'Detalle del proyecto'],
      'PartyConstruction',
      'affairs/project-detail-page',
    ),
    page(
      'workargmt',
      ['工作安排', 'Work arrangements', 'Planes de trabajo'],
      entityScreen('workArrangement', 'list', 'affairs/arrangement-page'),
    ),
    detail(
      'workargmt_info',
      ['工作安排详情', 'Arrangement detail', 'Detalle del plan'],
      'workargmt',
      'affairs/arrangement-detail-page',
    ),
    page(
      'onlineVoting',
      ['在线投票', 'Online voting', 'Votación en línea'],
      entityScreen('vote', 'list', 'affairs/vote-list-page'),
    ),
    detail(
      'onlineVoting_info',
      ['投票详情', 'Vote detail', 'Detalle de la votación'],
      'onlineVoting',
      'affairs/vote-detail-page',
    ),
    detail(
      'onlineVoting_fina',
      ['投票结果', 'Vote results', 'Resultados de la votación'],
      'onlineVoting',
      'affairs/vote-result-page',
    ),
  ]),
  group('PositionConstruction', ['阵地建设', 'Activity venues', 'Locales de actividad'], 'EnvironmentOutlined', [
    page('', ['阵地建设', 'Activity venues', 'Locales de actividad'], entityScreen('position', 'list')),
    detail(
      'PositionConstruction_info',
      ['阵地详情', 'Venue detail', 'Detalle del local'],
      '',
      entityScreen('position', 'detail'),
    ),
  ]),
  group('educational', ['教育培训', 'Education and training', 'Formación'], 'ReadOutlined', [
    ...channel('mwarningedu', [
      ['警示教育', 'Warning education', 'Educación preventiva'],
      ['警示教育详情', 'Warning education detail', 'Detalle de educación preventiva'],
      ['警示教育内容', 'Warning education content', 'Contenidos de educación preventiva'],
      ['警示教育内容详情', 'Warning education item', 'Contenido de educación preventiva'],
    ]),
    ...channel('towstdaneact', [
      ['两学一做', 'Two studies, one action', 'Dos estudios, una acción'],
      ['两学一做详情', 'Two studies detail', 'Detalle de dos estudios'],
      ['两学一做内容', 'Two studies content', 'Contenidos de dos estudios'],
      ['两学一做内容详情', 'Two studies item', 'Contenido de dos estudios'],
    ]),
    ...channel('classbyday', [
      ['每日一课', 'Daily lesson', 'Lección diaria'],
      ['每日一课详情', 'Daily lesson detail', 'Detalle de la lección diaria'],
      ['每日一课内容', 'Daily lesson content', 'Contenidos de la lección diaria'],
      ['每日一课内容详情', 'Daily lesson item', 'Contenido de la lección diaria'],
    ]),
    page(
      'mitembank',
      ['题库管理', 'Question bank', 'Banco de preguntas'],
      entityScreen('question', 'list', 'education/question-list-page'),
    ),
    detail(
      'mitembankInfo',
      ['试题详情', 'Question detail', 'Detalle de la pregunta'],
      'mitembank',
      'education/question-detail-page',
    ),
    page('exammgt', ['考试管理', 'Exams', 'Exámenes'], entityScreen('exam', 'list', 'education/exam-list-page')),
    detail('exammgtInfo', ['考试详情', 'Exam detail', 'Detalle del examen'], 'exammgt', 'education/exam-detail-page'),
  ]),
  group(
    'Informationpublicity',
    ['信息宣传', 'Publicity', 'Publicidad'],
    'NotificationOutlined',
    [
      opening(
        'announcement_info',
        page(
          'announcement',
          ['通知公告', 'Announcements', 'Avisos'],
          entityScreen('article', 'list', 'publicity/article-list-page'),
        ),
      ),
      detail(
        'announcement_info',
        ['公告详情', 'Announcement detail', 'Detalle del aviso'],
        'announcement',
        'publicity/article-detail-page',
      ),
      opening(
        'shiznews_info',
        page(
          'shiznews',
          ['时政新闻', 'Current affairs', 'Actualidad'],
          entityScreen('article', 'list', 'publicity/article-list-page'),
        ),
      ),
      detail(
        'shiznews_info',
        ['新闻详情', 'News detail', 'Detalle de la noticia'],
        'shiznews',
        'publicity/article-detail-page',
      ),
      opening(
        'reglaw_info',
        page(
          'reglaw',
          ['规章制度', 'Rules and regulations', 'Normativa'],
          entityScreen('article', 'list', 'publicity/article-list-page'),
        ),
      ),
      detail(
        'reglaw_info',
        ['制度详情', 'Regulation detail', 'Detalle de la norma'],
        'reglaw',
        'publicity/article-detail-page',
      ),
      opening(
        'mediacvg_info',
        page(
          'mediacvg',
          ['媒体报道', 'Media coverage', 'Cobertura mediática'],
          entityScreen('article', 'list', 'publicity/article-list-page'),
        ),
      ),
      detail(
        'mediacvg_info',
        ['报道详情', 'Coverage detail', 'Detalle de la cobertura'],
        'mediacvg',
        'publicity/article-detail-page',
      ),
    ],
    'reglaw',
  ),
  group(
    'Qualityefficiency',
    ['质量效能', 'Quality and efficiency', 'Calidad y eficiencia'],
    'SafetyCertificateOutlined',
    [
      page(
        'supvinactivity',
        ['监督检查', 'Inspections', 'Inspecciones'],
        entityScreen('supervision', 'list', 'supervision/supervision-list-page'),
      ),
      detail(
        'supvinactivity_info',
        ['检查详情', 'Inspection detail', 'Detalle de la inspección'],
        'supvinactivity',
        'supervision/supervision-detail-page',
      ),
    ],
  ),
  group('Intelligentanalysis', ['智能分析', 'Analysis', 'Análisis'], 'BarChartOutlined', [
    page('overviewporg', ['组织概况', 'Organisation overview', 'Panorama de organizaciones'], 'analysis/overview-page'),
    page('integrastats', ['综合统计', 'Integrated statistics', 'Estadísticas integradas'], 'analysis/stats-page'),
    page('work_analysis', ['工作分析', 'Work analysis', 'Análisis del trabajo'], 'analysis/work-analysis-page'),
    page('partystats', ['党内统计', 'Party statistics', 'Estadística del partido'], 'analysis/party-stats-page'),
    page(
      'datacall',
      ['数据报送', 'Data calls', 'Solicitudes de datos'],
      entityScreen('dataCall', 'list', 'analysis/data-call-page'),
    ),
    detail(
      'datacall_info',
      ['数据报送详情', 'Data call', 'Solicitud de datos'],
      'datacall',
      'analysis/data-call-detail-page',
    ),
    // The replies one's organisations received open in their own screen: filled there, and reviewed by the sender.
    opening(
      'datacall_fill',
      detail(
        'datacall_received',
        ['收到的数据报送', 'Data calls received', 'Solicitudes recibidas'],
        'datacall',
        entityScreen('dataCallReply', 'list', 'analysis/data-call-page'),
      ),
    ),
    detail(
      'datacall_fill',
      ['报送填报', 'Data call reply', 'Respuesta a la solicitud'],
      'datacall',
      'analysis/data-call-fill-page',
    ),
  ]),
  group('systemmanagement', ['系统管理', 'System', 'Sistema'], 'SettingOutlined', [
    page(
      'bs_index',
      ['指标管理', 'Indicators', 'Indicadores'],
      entityScreen('indicator', 'list', 'system/indicator-list-page'),
    ),
    detail(
      'bs_index_info',
      ['指标详情', 'Indicator detail', 'Detalle del indicador'],
      'bs_index',
      'system/indicator-detail-page',
    ),
    page(
      'bs_matter',
      ['事项管理', 'Standard matters', 'Asuntos estándar'],
      entityScreen('matter', 'list', 'system/matter-list-page'),
    ),
    detail(
      'bs_matter_info',
      ['事项详情', 'Matter detail', 'Detalle del asunto'],
      'bs_matter',
      'system/matter-detail-page',
    ),
    page('bs_syscode', ['数据字典', 'Dictionary', 'Diccionario'], entityScreen('sysCode', 'list')),
    detail(
      'bs_syscode_info',
      ['字典详情', 'Dictionary item detail', 'Detalle del elemento'],
      'bs_syscode',
      'system/syscode-detail-page',
    ),
    page(
      'documentTemplate',
      ['文书模板', 'Document templates', 'Plantillas de documentos'],
      'system/document-templates-page',
    ),
    page('role', ['角色管理', 'Roles', 'Roles'], entityScreen('role', 'list', 'security/role-list-page')),
    detail('role_info', ['角色详情', 'Role detail', 'Detalle del rol'], 'role', 'security/role-detail-page'),
    page(
      'bs_account',
      ['账号管理', 'Accounts', 'Cuentas'],
      entityScreen('account', 'list', 'security/account-list-page'),
    ),
    detail(
      'bs_account_info',
      ['账号详情', 'Account detail', 'Detalle de la cuenta'],
      'bs_account',
      'security/account-detail-page',
    ),
    page(
      'operlog',
      ['操作日志', 'Operation log', 'Registro de operaciones'],
      entityScreen('operLog', 'list', 'system/operlog-page'),
    ),
  ]),
  {
    path: 'ResetPassword',
    label: words(['修改密码', 'Change password', 'Cambiar contraseña']),
    icon: 'LockOutlined',
    hidden: true,
    children: [page('Index', ['修改密码', 'Change password', 'Cambiar contraseña'], 'auth/reset-password-page')],
  },
  group('UserPrivilege', ['用户权限', 'Users and privileges', 'Usuarios y permisos'], 'UserSwitchOutlined', [
    page('UserMgt', ['用户管理', 'Users', 'Usuarios'], 'security/user-list-page'),
    detail('UserMgtInfo', ['用户详情', 'User detail', 'Detalle del usuario'], 'UserMgt', 'security/user-detail-page'),
    detail(
      'UserMgtOrgInfo',
      ['用户组织权限', "User's organisations", 'Organizaciones del usuario'],
      'UserMgt',
      'security/user-org-page',
    ),
    page(
      'PrivilegeMgt',
      ['权限管理', 'Privileges', 'Permisos'],
      entityScreen('privilege', 'list', 'system/privilege-list-page'),
    ),
    detail(
      'PrivilegeMgtInfo',
      ['权限详情', 'Privilege detail', 'Detalle del permiso'],
      'PrivilegeMgt',
      entityScreen('privilege', 'detail'),
    ),
    page('OrgMgt', ['组织权限', 'Organisation grants', 'Concesiones por organización'], 'security/org-grants-page'),
    page('SealManage', ['印章管理', 'Seals', 'Sellos'], entityScreen('seal', 'list', 'security/seal-list-page')),
    detail(
      'SealManageInfo',
      ['印章详情', 'Seal detail', 'Detalle del sello'],
      'SealManage',
      'security/seal-detail-page',
    ),
    page(
      'LeaderDefend',
      ['领导维护', 'Leaders', 'Dirigentes'],
      entityScreen('leader', 'list', 'security/leader-pages#LeaderListPage'),
    ),
    detail(
      'LeaderDefendInfo',
      ['领导详情', 'Leader detail', 'Detalle del dirigente'],
      'LeaderDefend',
      'security/leader-pages#LeaderDetailPage',
    ),
    page(
      'LeaderManage',
      ['领导权限', 'Leader grants', 'Permisos de dirigentes'],
      entityScreen('leaderGrant', 'list', 'security/leader-pages#LeaderGrantListPage'),
    ),
    detail(
      'LeaderManageInfo',
      ['领导权限详情', 'Leader grant detail', 'Detalle del permiso de dirigente'],
      'LeaderManage',
      'security/leader-pages#LeaderGrantDetailPage',
    ),
  ]),
  group('personschedule', ['个人日程', 'My schedule', 'Mi agenda'], 'CarryOutOutlined', [
    page(
      'PersonalAgendaIndex',
      ['个人日程', 'My schedule', 'Mi agenda'],
      entityScreen('agendaItem', 'list', 'schedule/personal-agenda-page'),
    ),
  ]),
  group('leaderschedule', ['领导日程', "Leaders' schedules", 'Agendas de dirigentes'], 'ContactsOutlined', [
    page(
      'ManagerAgendaIndex',
      ['领导日程', "Leaders' schedules", 'Agendas de dirigentes'],
      'schedule/leader-agenda-page',
    ),
  ]),
])();

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

/**
 * Every entry of the catalogue by the absolute path of its menu row, where an index child (empty path)
 * keeps a closing slash ('/PositionConstruction/'): the seed gives the menu its words from here.
 */
export function catalogueByMenuPath(entries: CatalogueEntry[] = ROUTE_CATALOGUE): Map<string, CatalogueEntry> {
  const out = new Map<string, CatalogueEntry>();
  const walk = (e: CatalogueEntry, absolute: string) => {
    out.set(absolute, e);
    for (const c of e.children ?? []) walk(c, joinRoutePath(absolute, c.path) + (c.path ? '' : '/'));
  };
  for (const top of entries) walk(top, joinRoutePath('', top.path));
  return out;
}

/**
 * The list and detail screens of a list route: its own path, and the detail it opens (the one it names,
 * else the first detail beside it that keeps it active, else itself). An entity's screens under several
 * routes are told apart so (a star task's list opens the star task's detail), never by a table of paths
 * written again.
 */
export function screenRoutes(listPath: string): { list: string; detail: string } {
  for (const top of ROUTE_CATALOGUE) {
    const base = joinRoutePath('', top.path);
    const children = top.children ?? [];
    const entry = children.find((c) => joinRoutePath(base, c.path) === listPath);
    if (!entry) continue;
    const opened = entry.opens ?? children.find((c) => c.hidden && c.meta?.activeMenu === listPath)?.path;
    return { list: listPath, detail: opened === undefined ? listPath : joinRoutePath(base, opened) };
  }
  return { list: listPath, detail: listPath };
}

/** The absolute paths of a group's screens whose meta holds a value (the task lists by taskType). */
export function routesByMeta<K extends keyof RouteMetaExtra>(group: string, key: K): Map<RouteMetaExtra[K], string> {
  const top = ROUTE_CATALOGUE.find((e) => e.path === group);
  const out = new Map<RouteMetaExtra[K], string>();
  for (const c of top?.children ?? []) {
    if (!c.hidden && c.meta?.[key] !== undefined) out.set(c.meta[key], joinRoutePath(group, c.path));
  }
  return out;
}
