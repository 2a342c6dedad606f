import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * A standard work matter: a meeting-frequency rule (how often organisations of some types must hold a
 * kind of meeting) or a configured value other areas read (term lengths, fee limits, retention).
 */
export const matterEntity: EntityDef = {
  name: 'matter',
  label: L(['标准事项', 'Standard matter', 'Asunto estándar']),
  owner: ['orgId'],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.dictManage, export: PRIVILEGES.export },
  access: { menus: ['/systemmanagement/bs_matter'] },
  table: { name: 'matters', unique: [['code']] },
  fields: [
    f.text('code', ['事项编码', 'Code', 'Código'], {
      required: true,
      max: 64,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.text('name', ['事项名称', 'Name', 'Nombre'], { required: true, max: 100, list: true, filter: 'like' }),
    f.dict('category', ['类别', 'Category', 'Categoría'], 'matterCategory', {
      required: true,
      list: true,
      filter: 'eq',
    }),
    f.dict('meetingType', ['会议类型', 'Meeting type', 'Tipo de reunión'], 'meetingType', { list: true, filter: 'eq' }),
    f.dict('period', ['周期', 'Period', 'Periodo'], 'matterPeriod', { list: true }),
    f.int('times', ['每周期次数', 'Times per period', 'Veces por periodo'], { min: 1, max: 99, list: true }),
    f.dicts('orgTypes', ['适用组织类别', 'Applies to types', 'Tipos'], 'orgType', { list: true, filter: 'has' }),
    f.orgs('exemptOrgIds', ['豁免组织', 'Exempted organisations', 'Organizaciones exentas'], { list: false }),
    f.text('value', ['参数值', 'Value', 'Valor'], { max: 200, list: true }),
    f.textarea('remark', ['说明', 'Remark', 'Observación'], { max: 500 }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 9999, sortable: true, default: 0 }),
    f.bool('enabled', ['启用', 'Enabled', 'Activo'], { list: true, filter: 'eq', default: true }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { derived: true, hiddenInForm: true }),
  ],
};
