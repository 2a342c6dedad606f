import { f, L } from './fields';
import type { FieldDef } from './types';

/** rewardKind codes. */
export const REWARD_KIND = { reward: '1', penalty: '2' } as const;
/** penaltyKind codes that run for a period and so need an end date (留党察看: one or two years). */
export const PENALTY_WITH_END = ['4'];

/** What a reward or penalty record holds, of a member or of an organisation. */
export const rewardFields = (): FieldDef[] => [
  f.dict('kind', ['类别', 'Kind', 'Tipo'], 'rewardKind', { required: true, list: true, filter: 'eq' }),
  f.text('title', ['名称', 'Title', 'Título'], { required: true, max: 100, list: true, filter: 'like' }),
  f.dict('level', ['级别', 'Level', 'Nivel'], 'rewardLevel', { required: true, list: true, filter: 'eq' }),
  f.text('grantedBy', ['授予（决定）机关', 'Granting body', 'Órgano que concede'], {
    required: true,
    max: 100,
    list: true,
  }),
  f.date('grantedOn', ['日期', 'Date', 'Fecha'], { required: true, list: true, filter: 'range', sortable: true }),
  f.text('docNo', ['文号', 'Document no.', 'Nº de documento'], { max: 50, list: true }),
  f.date('endsOn', ['期满日期', 'Ends on', 'Vence el'], { list: true }),
  f.textarea('reason', ['事由', 'Reason', 'Motivo'], { max: 1000 }),
  f.textarea('deeds', ['主要事迹', 'Deeds', 'Méritos'], { max: 4000 }),
  // A reward a commendation made: one per nomination (the unique key holds it), kept by the commendation.
  f.ref('nominationId', ['评优推荐', 'Nomination', 'Candidatura'], 'commendationNomination', { derived: true }),
];

export const rewardSections = () => [
  {
    title: L(['奖惩信息', 'Record', 'Registro']),
    fields: ['kind', 'penaltyKind', 'title', 'level', 'grantedBy', 'grantedOn', 'docNo', 'endsOn'],
  },
  { title: L(['事由与事迹', 'Reason and deeds', 'Motivo y méritos']), fields: ['reason', 'deeds'] },
];
