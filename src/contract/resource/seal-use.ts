import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** One use of a seal: who, when, on which document, for what. Append-only: never changed, never removed. */
export const sealUseEntity: EntityDef = {
  name: 'sealUse',
  label: L(['用印记录', 'Seal use', 'Uso de sello']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'document',
  // Registered by hand at the seal register (SealManage); staff who print a document under a seal record it through that call.
  privileges: { write: PRIVILEGES.sealManage, export: PRIVILEGES.export },
  // Shown on the seal's screens; one use opens in a drawer beside its list.
  access: { menus: ['/UserPrivilege/SealManage'] },
  table: { name: 'seal_uses', indexes: [['sealId', 'usedAt']] },
  appendOnly: true,
  fields: [
    f.ref('sealId', ['印章', 'Seal', 'Sello'], 'seal', { required: true, list: true, filter: 'eq' }),
    f.text('document', ['用印文件', 'Document', 'Documento'], { required: true, max: 200, list: true, filter: 'like' }),
    f.text('documentRef', ['文件编号', 'Document ref.', 'Ref. del documento'], { max: 100, list: true, filter: 'eq' }),
    f.textarea('purpose', ['用印事由', 'Purpose', 'Motivo'], { required: true, max: 500 }),
    f.org('orgId', ['用印组织', 'Organisation', 'Organización'], { derived: true, list: true, filter: 'subtree' }),
    f.text('accountName', ['用印人', 'Used by', 'Usado por'], { derived: true, max: 50, list: true }),
    f.int('accountId', ['用印账号', 'Account', 'Cuenta'], { derived: true, hiddenInForm: true }),
    f.datetime('usedAt', ['用印时间', 'Used at', 'Usado el'], { derived: true, list: true, sortable: true }),
  ],
};
