import { PRIVILEGES } from '../privileges';
import { f, L, yearField } from './fields';
import type { EntityDef } from './types';

/** commendationKind codes: 优秀共产党员, 优秀党务工作者 (members), 先进基层党组织 (an organisation). */
export const COMMENDATION_KIND = { member: '1', worker: '2', org: '3' } as const;
/** The quota field of a call and of its receipts for each kind. */
export const QUOTA_FIELD = { '1': 'memberQuota', '2': 'workerQuota', '3': 'orgQuota' } as const;
/** The standard matter holding how many working days the public notice (公示) lasts, and its default. */
export const NOTICE_DAYS_MATTER = 'commendation.noticeDays';
export const NOTICE_DAYS_DEFAULT = 5;

const MENUS = ['/rewardManagement/commendation'];

const quota = (name: string, label: [string, string, string]) =>
  f.int(name, label, { required: true, min: 0, max: 100, list: true, default: 0 });

/**
 * The year's call for commendations (两优一先): sent down to the committees with a quota each, nominated
 * from below, decided by the issuing level, published for a public notice (公示), then awarded as rewards.
 */
export const commendationCallEntity: EntityDef = {
  name: 'commendationCall',
  label: L(['评优表彰', 'Commendations', 'Distinciones']),
  owner: ['orgId'],
  defaultSort: { field: 'year', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.rewardWrite, export: PRIVILEGES.export },
  access: { menus: MENUS },
  accessories: true,
  table: { name: 'commendation_calls', indexes: [['orgId', 'year']] },
  sections: [
    { title: L(['通知', 'Call', 'Convocatoria']), fields: ['title', 'year', 'orgId', 'docNo', 'deadline', 'content'] },
    {
      title: L(['下发与名额', 'Sent to, with quotas', 'Destinatarios y cupos']),
      fields: ['targetOrgIds', 'memberQuota', 'workerQuota', 'orgQuota'],
    },
    {
      title: L(['公示与表彰', 'Public notice and award', 'Aviso público y concesión']),
      fields: [
        'state',
        'underwayCount',
        'reviewingCount',
        'approvedCount',
        'noticeDays',
        'noticeFrom',
        'noticeUntil',
        'noticeArticleId',
        'awardedOn',
      ],
    },
  ],
  audience: {
    orgs: 'targetOrgIds',
    reaches: 'organisations',
    receipt: { keeps: ['submitted'], entity: 'commendationQuota', parent: 'callId', target: 'orgId' },
  },
  distribution: {
    stateField: 'state',
    draftState: 'draft',
    sentState: 'issued',
    frozen: ['targetOrgIds', 'year', 'memberQuota', 'workerQuota', 'orgQuota'],
    progressColumns: ['orgId', 'memberQuota', 'workerQuota', 'orgQuota'],
  },
  workflow: {
    field: 'state',
    initial: 'draft',
    // Issued: the deadline and the wording may still be corrected; what was sent down is frozen.
    editable: ['draft', 'issued'],
    moves: [
      {
        action: 'publicise',
        label: L(['发布公示', 'Publish the notice', 'Publicar el aviso']),
        from: ['issued'],
        to: 'publicised',
        by: 'owner',
        privilege: PRIVILEGES.workReview,
        tone: 'primary',
      },
      {
        // A call sent by mistake (wrong year, wrong quotas) is taken back before anyone has put a name forward.
        action: 'withdraw',
        label: L(['撤回通知', 'Withdraw the call', 'Retirar la convocatoria']),
        from: ['issued'],
        to: 'withdrawn',
        by: 'owner',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'danger',
      },
      {
        action: 'award',
        label: L(['确认表彰', 'Award', 'Conceder']),
        from: ['publicised'],
        to: 'closed',
        by: 'owner',
        privilege: PRIVILEGES.workReview,
        tone: 'primary',
      },
    ],
  },
  fields: [
    f.text('title', ['通知标题', 'Title', 'Título'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    yearField(),
    f.org('orgId', ['发起组织', 'Issued by', 'Emitida por'], { required: true, list: true, filter: 'subtree' }),
    f.text('docNo', ['文号', 'Document no.', 'Nº de documento'], { max: 50, list: true }),
    f.date('deadline', ['推荐截止日期', 'Nominations due', 'Plazo de candidaturas'], {
      required: true,
      list: true,
      sortable: true,
    }),
    f.textarea('content', ['通知内容', 'Content', 'Contenido'], { max: 5000 }),
    f.orgs('targetOrgIds', ['下发对象', 'Sent to', 'Destinatarios'], { required: true, list: true, span: 24 }),
    quota('memberQuota', [
      '优秀共产党员名额（每单位）',
      'Outstanding members (each)',
      'Militantes destacados (cada una)',
    ]),
    quota('workerQuota', [
      '优秀党务工作者名额（每单位）',
      'Outstanding workers (each)',
      'Trabajadores destacados (cada una)',
    ]),
    quota('orgQuota', [
      '先进基层党组织名额（每单位）',
      'Advanced organisations (each)',
      'Organizaciones avanzadas (cada una)',
    ]),
    f.dict('state', ['状态', 'State', 'Estado'], 'commendationCallState', {
      derived: true,
      default: 'draft',
      list: true,
      filter: 'eq',
    }),
    // What the moves wait on: the notice needs approved nominations and none under review, withdrawing none submitted.
    f.int('underwayCount', ['已上报推荐', 'Nominations submitted', 'Candidaturas presentadas'], {
      derived: true,
      virtual: true,
    }),
    f.int('reviewingCount', ['审核中', 'Under review', 'En revisión'], { derived: true, virtual: true }),
    f.int('approvedCount', ['已审批通过', 'Nominations approved', 'Candidaturas aprobadas'], {
      derived: true,
      virtual: true,
    }),
    f.int('noticeDays', ['公示期（工作日）', 'Notice (working days)', 'Aviso (días hábiles)'], { derived: true }),
    f.date('noticeFrom', ['公示开始', 'Notice from', 'Aviso desde'], { derived: true, list: true }),
    f.date('noticeUntil', ['公示截止', 'Notice until', 'Aviso hasta'], { derived: true, list: true }),
    f.ref('noticeArticleId', ['公示公告', 'Public notice', 'Aviso público'], 'article', { derived: true }),
    f.date('awardedOn', ['表彰日期', 'Awarded on', 'Concedida el'], { derived: true, list: true }),
  ],
};

/**
 * What one organisation received of a call: its quota of each kind, set by the issuing level (the call's
 * quota by default). Nominations from its subtree count against it.
 */
export const commendationQuotaEntity: EntityDef = {
  name: 'commendationQuota',
  label: L(['推荐名额', 'Quota', 'Cupo']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'asc' },
  titleField: 'orgId',
  privileges: { write: PRIVILEGES.rewardWrite, export: PRIVILEGES.export },
  access: { menus: MENUS },
  table: { name: 'commendation_quotas', unique: [['callId', 'orgId']] },
  fields: [
    f.ref('callId', ['评优通知', 'Call', 'Convocatoria'], 'commendationCall', {
      required: true,
      list: true,
      filter: 'eq',
      hiddenInForm: true,
    }),
    f.org('orgId', ['接收组织', 'Received by', 'Recibido por'], { required: true, list: true, filter: 'subtree' }),
    quota('memberQuota', ['优秀共产党员名额', 'Outstanding members', 'Militantes destacados']),
    quota('workerQuota', ['优秀党务工作者名额', 'Outstanding party workers', 'Trabajadores destacados']),
    quota('orgQuota', ['先进基层党组织名额', 'Advanced organisations', 'Organizaciones avanzadas']),
    f.textarea('remark', ['说明', 'Remark', 'Observación'], { max: 500 }),
  ],
};
