import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The indicator tree that annual tasks and star ratings score against. */
export const indicatorEntity: EntityDef = {
  name: 'indicator',
  label: L(['考核指标', 'Indicator', 'Indicador']),
  owner: ['orgId'],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.dictManage, export: PRIVILEGES.export },
  access: { menus: ['/systemmanagement/bs_index'] },
  table: { name: 'indicators', unique: [['code']] },
  fields: [
    f.ref('parentId', ['上级指标', 'Parent', 'Indicador superior'], 'indicator', { list: true, filter: 'eq' }),
    f.text('code', ['指标编码', 'Code', 'Código'], {
      required: true,
      max: 32,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.text('name', ['指标名称', 'Name', 'Nombre'], { required: true, max: 100, list: true, filter: 'like' }),
    f.dict('appliesTo', ['适用范围', 'Applies to', 'Se aplica a'], 'indicatorScope', {
      required: true,
      list: true,
      filter: 'eq',
    }),
    f.decimal('points', ['分值', 'Points', 'Puntos'], { required: true, min: 0, max: 1000, scale: 1, list: true }),
    f.dict('measure', ['数据来源', 'Measured by', 'Medido por'], 'indicatorMeasure', { list: false }),
    f.textarea('guide', ['评分标准', 'Scoring guide', 'Guía de puntuación'], { max: 2000 }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 9999, list: true, sortable: true, default: 0 }),
    f.bool('enabled', ['启用', 'Enabled', 'Activo'], { list: true, filter: 'eq', default: true }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { derived: true, hiddenInForm: true }),
  ],
};
