import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** Seal states: in use, suspended, destroyed. Only a seal in use may be used. */
export const SEAL_STATE = { inUse: '1', suspended: '2', destroyed: '3' } as const;

/** Longest seal image, as a PNG data URL. */
export const MAX_SEAL_IMAGE_CHARS = 400_000;

/** A seal of an organisation: its impression as a transparent PNG, its keeper and its state. */
export const sealEntity: EntityDef = {
  name: 'seal',
  label: L(['印章', 'Seal', 'Sello']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.sealManage, export: PRIVILEGES.export },
  access: { menus: ['/UserPrivilege/SealManage'] },
  table: { name: 'seals' },
  fields: [
    f.text('name', ['印章名称', 'Name', 'Nombre'], { required: true, max: 100, list: true, filter: 'like' }),
    f.dict('kind', ['印章类型', 'Kind', 'Tipo'], 'sealKind', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.ref('keeperId', ['保管人', 'Keeper', 'Custodio'], 'account', { list: true }),
    f.dict('state', ['状态', 'State', 'Estado'], 'sealState', {
      required: true,
      list: true,
      filter: 'eq',
      default: '1',
    }),
    f.date('enabledOn', ['启用日期', 'In use since', 'En uso desde'], { list: true, sortable: true }),
    f.date('stateChangedOn', ['停用/销毁日期', 'Suspended/destroyed on', 'Suspendido/destruido el']),
    f.textarea('image', ['印模图像', 'Impression', 'Impresión'], { max: MAX_SEAL_IMAGE_CHARS, hiddenInForm: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
