import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import { REVIEW_WORKFLOW, reviewStateField } from './review-workflow';
import type { EntityDef } from './types';

/**
 * The kinds of change of a member's standing (dictionary membershipEventKind). A transfer inside the group is
 * one event from its organisation to the receiving one; transfers across the group's boundary are in or out.
 */
export const EVENT_KIND = {
  admitted: '1',
  fullMember: '2',
  probationExtended: '3',
  transferIn: '4',
  transferOut: '5',
  transferWithin: '6',
  suspended: '7',
  restored: '8',
  expelled: '9',
  removed: '10',
  withdrew: '11',
  died: '12',
  appraised: '13',
} as const;

/** Kinds after which the member is on the rolls (counted); the others take them off. */
export const ON_ROLLS_AFTER: readonly string[] = [
  EVENT_KIND.admitted,
  EVENT_KIND.fullMember,
  EVENT_KIND.probationExtended,
  EVENT_KIND.transferIn,
  EVENT_KIND.transferWithin,
  EVENT_KIND.restored,
];

/**
 * Kinds that move neither the rolls nor the organisation: the member's type and probation, and the grade of a
 * democratic appraisal, each followed by its own events.
 */
export const STANDING_ONLY: readonly string[] = [
  EVENT_KIND.fullMember,
  EVENT_KIND.probationExtended,
  EVENT_KIND.appraised,
];

/** What caused an event (dictionary membershipEventSource): a workflow's record, a manual entry, the first build. */
export const EVENT_SOURCE = {
  development: 'development',
  transfer: 'transfer',
  manual: 'manual',
  built: 'built',
  appraisal: 'appraisal',
};

/**
 * One change of a member's standing with its effective date: written by the workflows that cause it
 * (already approved), or entered by hand and reviewed by the level above like other reported records.
 * Every "as of a date" figure reads these events, never today's member records.
 */
export const membershipEventEntity = {
  name: 'membershipEvent',
  label: L(['党籍变动', 'Membership event', 'Cambio de militancia']),
  owner: ['orgId', 'toOrgId'],
  defaultSort: { field: 'effectiveOn', order: 'desc' },
  titleField: 'memberName',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/membershipHistory', '/memberManagement/memberMaintenance'] },
  accessories: true,
  table: {
    name: 'membership_events',
    indexes: [
      ['memberId', 'effectiveOn'],
      ['state', 'effectiveOn'],
    ],
  },
  workflow: REVIEW_WORKFLOW,
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true, filter: 'eq' }),
    f.text('memberName', ['姓名', 'Name', 'Nombre'], {
      derived: true,
      list: true,
      filter: 'like',
      max: 50,
      notNull: true,
    }),
    f.dict('kind', ['变动类型', 'Kind', 'Tipo'], 'membershipEventKind', { required: true, list: true, filter: 'eq' }),
    f.date('effectiveOn', ['生效日期', 'Effective on', 'Vigente desde'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.org('orgId', ['所在组织', 'Organisation', 'Organización'], {
      derived: true,
      list: true,
      filter: 'subtree',
      notNull: true,
      help: L([
        '转出时为转出组织，其余为变动后所在组织',
        'The organisation left by a transfer; otherwise the one the member is in after the change',
        'La organización que deja un traslado; si no, aquella en la que queda el miembro',
      ]),
    }),
    f.org('toOrgId', ['转入组织（集团内）', 'To (in the group)', 'Hacia (en el grupo)'], {
      list: true,
      groupWide: true,
    }),
    f.text('outsideOrgName', ['集团外组织', 'Organisation outside the group', 'Organización externa'], { max: 200 }),
    f.text('documentNo', ['文号', 'Document no.', 'Nº de documento'], { max: 100, list: true, filter: 'eq' }),
    f.textarea('reason', ['原因', 'Reason', 'Motivo'], { required: true, notNull: false, max: 500, span: 24 }),
    f.dict('source', ['来源', 'Source', 'Origen'], 'membershipEventSource', {
      derived: true,
      list: true,
      filter: 'eq',
      default: EVENT_SOURCE.manual,
    }),
    f.int('sourceId', ['来源记录', 'Source record', 'Registro de origen'], { derived: true }),
    reviewStateField(),
  ],
} satisfies EntityDef;
