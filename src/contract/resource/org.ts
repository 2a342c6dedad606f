import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** A party organisation: the tree of 党委 / 党总支 / 党支部 / 联合党支部 / 党小组. */
export const orgEntity = {
  name: 'org',
  label: L(['党组织', 'Party organisation', 'Organización del partido']),
  owner: ['id'],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.orgWrite, export: PRIVILEGES.export },
  access: { menus: ['/organizational/managepartyorg'] },
  accessories: true,
  table: { name: 'orgs', unique: [['code']] },
  fields: [
    f.text('name', ['组织名称', 'Name', 'Nombre'], { required: true, list: true, filter: 'like', sortable: true }),
    f.text('shortName', ['简称', 'Short name', 'Nombre corto'], { max: 50 }),
    f.text('code', ['组织编码', 'Code', 'Código'], {
      required: true,
      max: 32,
      list: true,
      filter: 'eq',
      pattern: { source: '^[A-Za-z0-9-]+$', message: 'pattern.lettersDigitsHyphens' },
    }),
    f.dict('type', ['组织类别', 'Type', 'Tipo'], 'orgType', {
      required: true,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    // Every organisation but the group committee (the root) has one; the server holds that rule.
    f.org('parentId', ['上级组织', 'Parent', 'Organización superior'], { list: true, filter: 'subtree' }),
    f.int('level', ['层级', 'Level', 'Nivel'], { derived: true, sortable: true, notNull: true }),
    f.text('unitName', ['所在单位', 'Work unit', 'Unidad'], { list: true }),
    f.dict('buildMode', ['建立方式', 'Build mode', 'Modo de creación'], 'buildMode'),
    f.date('approvedOn', ['批准成立日期', 'Approved on', 'Aprobada el'], {
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.date('abolishedOn', ['撤销日期', 'Abolished on', 'Disuelta el']),
    f.textarea('abolishedReason', ['撤销原因', 'Reason abolished', 'Motivo de disolución'], { max: 500 }),
    f.text('secretary', ['书记', 'Secretary', 'Secretario'], { max: 50, list: true }),
    f.phone('contactPhone', ['联系电话', 'Contact phone', 'Teléfono'], { masked: undefined, max: 20 }),
    f.text('address', ['地址', 'Address', 'Dirección'], { max: 200, span: 24 }),
    f.decimal('longitude', ['经度', 'Longitude', 'Longitud'], { min: -180, max: 180, precision: 10, scale: 6 }),
    f.decimal('latitude', ['纬度', 'Latitude', 'Latitud'], { min: -90, max: 90, precision: 10, scale: 6 }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 100000, sortable: true, default: 0 }),
    f.bool('demonstration', ['示范党组织', 'Model organisation', 'Organización modelo'], { list: true, filter: 'eq' }),
    f.int('memberCount', ['党员数', 'Members', 'Miembros'], { derived: true, virtual: true, list: true }),
    f.int('fullMemberCount', ['正式党员数', 'Full members', 'Miembros plenos'], {
      derived: true,
      virtual: true,
      list: true,
    }),
  ],
} satisfies EntityDef;
