import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** A seat on an organisation's committee in its current term. */
export const orgCommitteeEntity = {
  name: 'orgCommittee',
  label: L(['班子成员', 'Committee member', 'Miembro del comité']),
  owner: ['orgId'],
  defaultSort: { field: 'post', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.orgWrite, export: PRIVILEGES.export },
  access: { menus: ['/organizational/managepartyorg_dwInfo'] },
  table: { name: 'org_committee', indexes: [['orgId', 'post']] },
  fields: [
    f.org('orgId', ['党组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'eq' }),
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true }),
    f.text('name', ['姓名', 'Name', 'Nombre'], {
      derived: true,
      list: true,
      filter: 'like',
      max: 50,
      notNull: true,
    }),
    f.dict('post', ['职务', 'Post', 'Cargo'], 'committeePost', {
      required: true,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.date('appointedOn', ['任职日期', 'Appointed on', 'Nombrado el'], { required: true, list: true, sortable: true }),
    f.date('leftOn', ['离任日期', 'Left on', 'Salida el'], { list: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
} satisfies EntityDef;
