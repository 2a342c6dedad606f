import { PRIVILEGES } from '../privileges';
import { f, L, type LabelTriple } from './fields';
import { REVIEW_WORKFLOW, reviewStateField } from './review-workflow';
import type { EntityDef, FieldDef } from './types';

/** The meeting type that stands for 主题党日: its rule counts approved activities, never meetings. */
export const THEMED_DAY_TYPE = '7';

/** What a meeting and an activity share: when, where, who was expected, present and absent, what was said. */
export const gatheringFields = (topic: LabelTriple): FieldDef[] => [
  f.org('orgId', ['组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
  f.text('topic', topic, { required: true, max: 200, list: true, filter: 'like', span: 24 }),
  f.datetime('plannedAt', ['计划时间', 'Planned at', 'Prevista'], { list: true, sortable: true, filter: 'range' }),
  f.datetime('heldAt', ['召开时间', 'Held at', 'Celebrada'], { list: true, sortable: true, filter: 'range' }),
  f.text('place', ['地点', 'Place', 'Lugar'], { max: 100 }),
  f.text('host', ['主持人', 'Host', 'Presidente'], { max: 50 }),
  f.text('recorder', ['记录人', 'Recorder', 'Secretario de actas'], { max: 50 }),
  f.refs('expected', ['应到党员', 'Expected', 'Convocados'], 'member', { span: 24 }),
  f.refs('present', ['实到党员', 'Present', 'Presentes'], 'member', { span: 24 }),
  // [{memberId, reason}]: the behaviour checks it against the expected members; the screen edits it.
  f.json('absent', ['缺席党员', 'Absent', 'Ausentes'], { hiddenInForm: false, span: 24 }),
  f.int('expectedCount', ['应到', 'Expected', 'Convocados'], { virtual: true, derived: true, list: true }),
  f.int('presentCount', ['实到', 'Present', 'Presentes'], { virtual: true, derived: true, list: true }),
  f.textarea('content', ['会议内容', 'Content', 'Contenido'], { max: 20000 }),
  f.textarea('decisions', ['形成决议', 'Decisions', 'Acuerdos'], { max: 5000 }),
  f.bool('share', ['分享到交流园地', 'Share with the group', 'Compartir con el grupo'], {
    help: L([
      '审核通过后全集团可在“三会一课交流”中阅读（不含参会人员信息）',
      'Once approved, every organisation of the group can read it in the shared feed (without the attendees)',
      'Una vez aprobada, todo el grupo puede leerla (sin asistentes)',
    ]),
  }),
  reviewStateField(),
];

/** 三会一课 and the other meetings a branch must hold; compliance counts the approved ones. */
export const meetingEntity: EntityDef = {
  name: 'meeting',
  label: L(['三会一课', 'Meeting', 'Reunión']),
  owner: ['orgId'],
  defaultSort: { field: 'plannedAt', order: 'desc' },
  titleField: 'topic',
  privileges: { write: PRIVILEGES.meetingWrite, export: PRIVILEGES.export },
  access: { menus: ['/Partydevelopment/toclass'] },
  accessories: true,
  table: { name: 'meetings', indexes: [['orgId', 'type', 'heldAt']] },
  workflow: REVIEW_WORKFLOW,
  fields: [
    f.dict('type', ['会议类型', 'Type', 'Tipo'], 'meetingType', {
      required: true,
      list: true,
      filter: 'eq',
      excludeValues: [THEMED_DAY_TYPE],
    }),
    ...gatheringFields(['会议主题', 'Topic', 'Tema']),
    f.text('lecturer', ['授课人（党课）', 'Lecturer (party lecture)', 'Ponente (clase del partido)'], { max: 50 }),
  ],
};
