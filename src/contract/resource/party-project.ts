import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The group's branded party-building projects on its routes, crews and depots (党建品牌). */
export const partyProjectEntity: EntityDef = {
  name: 'partyProject',
  label: L(['党建品牌', 'Party-building project', 'Proyecto de construcción del partido']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.affairsWrite, export: PRIVILEGES.export },
  access: { menus: ['/partyAffairs/PartyConstruction'] },
  accessories: true,
  table: { name: 'party_projects' },
  fields: [
    f.text('name', ['品牌名称', 'Name', 'Nombre'], { required: true, max: 100, list: true, filter: 'like' }),
    f.dict('kind', ['品牌类型', 'Kind', 'Tipo'], 'projectKind', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.text('routeOrVehicle', ['线路/车号/区域', 'Route, vehicle or area', 'Línea, vehículo o zona'], {
      max: 100,
      list: true,
      filter: 'like',
    }),
    f.refs('memberIds', ['成员', 'Members', 'Miembros'], 'member', { list: true, max: 200 }),
    f.date('startedOn', ['创建日期', 'Started on', 'Inicio'], { list: true, sortable: true, filter: 'range' }),
    f.dict('state', ['状态', 'State', 'Estado'], 'projectState', { required: true, list: true, filter: 'eq' }),
    f.textarea('goals', ['创建目标', 'Goals', 'Objetivos'], { max: 2000 }),
    f.textarea('results', ['工作成效', 'Results', 'Resultados'], { max: 2000 }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
