import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * One entry of an agenda: one's own, or a leader's kept by the clerks a leader grant allows. Read by
 * its account, the leader it belongs to and those the grant names; nobody else, whatever their scope.
 */
export const agendaItemEntity: EntityDef = {
  name: 'agendaItem',
  label: L(['日程', 'Agenda item', 'Cita']),
  owner: ['orgId'],
  defaultSort: { field: 'startAt', order: 'asc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.agendaWrite },
  access: { menus: ['/personschedule/PersonalAgendaIndex'] },
  table: {
    name: 'agenda_items',
    indexes: [
      ['accountId', 'startAt'],
      ['leaderId', 'startAt'],
    ],
  },
  fields: [
    f.text('title', ['标题', 'Title', 'Título'], { required: true, max: 100, list: true, filter: 'like' }),
    f.datetime('startAt', ['开始时间', 'Starts', 'Comienza'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.datetime('endAt', ['结束时间', 'Ends', 'Termina'], { list: true }),
    f.bool('allDay', ['全天', 'All day', 'Todo el día']),
    f.text('place', ['地点', 'Place', 'Lugar'], { max: 100, list: true }),
    f.textarea('note', ['备注', 'Note', 'Nota'], { max: 1000 }),
    f.int('reminderMinutes', ['提前提醒（分钟）', 'Remind before (minutes)', 'Recordar antes (minutos)'], {
      min: 0,
      max: 10080,
    }),
    f.ref('leaderId', ['领导', 'Leader', 'Dirigente'], 'leader', { hiddenInForm: true, filter: 'eq' }),
    f.int('accountId', ['账号', 'Account', 'Cuenta'], { derived: true, hiddenInForm: true }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { derived: true, hiddenInForm: true }),
  ],
};
