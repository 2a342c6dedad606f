import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** Places where members meet and serve: activity rooms, service centres, staff reading rooms (阵地). */
export const positionEntity: EntityDef = {
  name: 'position',
  label: L(['党建阵地', 'Position', 'Sede']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.affairsWrite, export: PRIVILEGES.export },
  access: { menus: ['/PositionConstruction'] },
  accessories: true,
  sections: [
    {
      title: L(['阵地信息', 'Position', 'Sede']),
      fields: ['name', 'kind', 'orgId', 'area', 'openingHours', 'contact', 'facilities'],
    },
    { title: L(['位置', 'Location', 'Ubicación']), fields: ['address', 'longitude', 'latitude', 'remark'] },
  ],
  location: { longitude: 'longitude', latitude: 'latitude', address: 'address' },
  table: { name: 'positions' },
  fields: [
    f.text('name', ['阵地名称', 'Name', 'Nombre'], { required: true, max: 100, list: true, filter: 'like' }),
    f.dict('kind', ['阵地类型', 'Kind', 'Tipo'], 'positionKind', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.text('address', ['地址', 'Address', 'Dirección'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    f.decimal('area', ['面积（㎡）', 'Area (m²)', 'Superficie (m²)'], {
      min: 0,
      max: 100000,
      scale: 1,
      list: true,
      sortable: true,
    }),
    f.text('openingHours', ['开放时间', 'Opening hours', 'Horario'], { max: 100, list: true }),
    f.text('contact', ['联系人及电话', 'Contact', 'Contacto'], { max: 100 }),
    f.decimal('longitude', ['经度', 'Longitude', 'Longitud'], { min: -180, max: 180, scale: 6 }),
    f.decimal('latitude', ['纬度', 'Latitude', 'Latitud'], { min: -90, max: 90, scale: 6 }),
    f.textarea('facilities', ['设施配置', 'Facilities', 'Instalaciones'], { max: 2000 }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
