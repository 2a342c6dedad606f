import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

const MENUS = ['/rewardManagement/commendation'];

/** Nominations that no longer count against a quota: turned down, or withdrawn after an objection. */
export const NOMINATION_OUT = ['rejected', 'withdrawn'];

/**
 * A nomination (推荐对象) for a call: a branch puts forward a member or an organisation with the deeds and
 * its papers; the committee that received the call reviews and forwards it, the issuing level decides.
 * What happens after (the notice, an objection upheld, the award) the call's moves write as events.
 */
export const commendationNominationEntity: EntityDef = {
  name: 'commendationNomination',
  label: L(['评优推荐', 'Nomination', 'Candidatura']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'nomineeName',
  privileges: { write: PRIVILEGES.rewardWrite, export: PRIVILEGES.export },
  access: { menus: MENUS },
  accessories: true,
  table: {
    name: 'commendation_nominations',
    indexes: [
      ['callId', 'kind', 'state'],
      ['orgId', 'state'],
    ],
  },
  workflow: {
    field: 'state',
    initial: 'draft',
    editable: ['draft', 'returned'],
    queue: ['submitted', 'forwarded'],
    events: [
      { action: 'publicise', label: L(['公示', 'Published for notice', 'Publicada']) },
      { action: 'withdraw', label: L(['异议属实，撤销推荐', 'Withdrawn on objection', 'Retirada por objeción']) },
      { action: 'award', label: L(['表彰', 'Awarded', 'Concedida']) },
    ],
    moves: [
      {
        action: 'submit',
        label: L(['上报推荐', 'Submit', 'Enviar']),
        from: ['draft', 'returned'],
        to: 'submitted',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'forward',
        label: L(['审核并报送', 'Review and forward', 'Revisar y remitir']),
        from: ['submitted'],
        to: 'forwarded',
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'return',
        label: L(['退回', 'Return', 'Devolver']),
        from: ['submitted', 'forwarded'],
        to: 'returned',
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'danger',
      },
      {
        action: 'approve',
        label: L(['审批通过', 'Approve', 'Aprobar']),
        from: ['forwarded'],
        to: 'approved',
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'reject',
        label: L(['不予通过', 'Turn down', 'Rechazar']),
        from: ['forwarded'],
        to: 'rejected',
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'danger',
      },
    ],
  },
  fields: [
    f.ref('callId', ['评优通知', 'Call', 'Convocatoria'], 'commendationCall', {
      required: true,
      list: true,
      filter: 'eq',
      span: 24,
    }),
    f.dict('kind', ['推荐类别', 'Kind', 'Tipo'], 'commendationKind', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['推荐组织', 'Nominated by', 'Propuesta por'], { required: true, list: true, filter: 'subtree' }),
    f.ref('memberId', ['推荐党员', 'Member', 'Militante'], 'member', {
      help: L([
        '优秀共产党员、优秀党务工作者填写',
        'For outstanding members and party workers',
        'Para militantes y trabajadores destacados',
      ]),
    }),
    f.org('nomineeOrgId', ['推荐党组织', 'Organisation', 'Organización'], {
      help: L(['先进基层党组织填写', 'For advanced organisations', 'Para organizaciones avanzadas']),
    }),
    f.text('nomineeName', ['推荐对象', 'Nominee', 'Candidato'], {
      derived: true,
      list: true,
      filter: 'like',
      max: 100,
      notNull: true,
    }),
    f.textarea('deeds', ['主要事迹', 'Deeds', 'Méritos'], { required: true, max: 4000 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'commendationState', {
      derived: true,
      default: 'draft',
      list: true,
      filter: 'eq',
    }),
    f.ref('quotaId', ['占用名额', 'Quota', 'Cupo'], 'commendationQuota', { derived: true, hiddenInForm: true }),
    f.int('year', ['年度', 'Year', 'Año'], { derived: true, list: true, filter: 'eq' }),
    // Who reviews and who decides: the committee that received the call, and the call's issuer.
    f.org('quotaOrgId', ['审核党委', 'Reviewed by', 'Revisada por'], { derived: true, virtual: true }),
    f.org('callOrgId', ['审批组织', 'Decided by', 'Decidida por'], { derived: true, virtual: true }),
  ],
};

/**
 * An objection lodged during the public notice (公示期间的反映): kept by the level that published the notice,
 * and answered after checking it. Unanswered, it holds the award back; upheld, it withdraws the nomination.
 */
export const commendationObjectionEntity: EntityDef = {
  name: 'commendationObjection',
  label: L(['公示异议', 'Objection', 'Objeción']),
  owner: ['orgId'],
  // Who objected is not told to the branch that nominated.
  keptBySender: 'commendationCall',
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'nomineeName',
  privileges: { write: PRIVILEGES.rewardWrite, export: PRIVILEGES.export },
  access: { menus: MENUS },
  accessories: true,
  table: { name: 'commendation_objections', indexes: [['nominationId', 'state']] },
  workflow: {
    field: 'state',
    initial: 'open',
    editable: ['open'],
    queue: ['open'],
    moves: [
      {
        action: 'dismiss',
        label: L(['经核查不属实', 'Unfounded', 'Infundada']),
        from: ['open'],
        to: 'dismissed',
        by: 'owner',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'primary',
      },
      {
        action: 'uphold',
        label: L(['属实，撤销推荐', 'Upheld: withdraw', 'Fundada: retirar']),
        from: ['open'],
        to: 'upheld',
        by: 'owner',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'danger',
      },
    ],
  },
  fields: [
    f.ref('nominationId', ['推荐对象', 'Nomination', 'Candidatura'], 'commendationNomination', {
      required: true,
      filter: 'eq',
    }),
    f.text('nomineeName', ['推荐对象', 'Nominee', 'Candidato'], { derived: true, list: true, max: 100 }),
    f.org('orgId', ['受理组织', 'Received by', 'Recibida por'], {
      derived: true,
      list: true,
      filter: 'subtree',
      notNull: true,
    }),
    f.date('lodgedOn', ['反映日期', 'Lodged on', 'Presentada el'], { required: true, list: true, sortable: true }),
    f.text('lodgedBy', ['反映人', 'Lodged by', 'Presentada por'], {
      max: 50,
      list: true,
      help: L(['可匿名', 'May be anonymous', 'Puede ser anónima']),
    }),
    f.dict('channel', ['反映方式', 'Channel', 'Vía'], 'objectionChannel', { required: true, list: true }),
    f.textarea('content', ['反映内容', 'Objection', 'Objeción'], { required: true, max: 2000 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'objectionState', {
      derived: true,
      default: 'open',
      list: true,
      filter: 'eq',
    }),
    f.textarea('answer', ['核查答复', 'Answer', 'Respuesta'], { derived: true, max: 2000 }),
    f.date('answeredOn', ['答复日期', 'Answered on', 'Respondida el'], { derived: true, list: true }),
  ],
};
