import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * The operation log: every write call (who, when, from where, what, before and after) and every sign-in
 * attempt (mirrored from the sign-in log by the database). Append-only in the database; read-only here:
 * no save and no delete call exist, for anyone.
 */
export const operLogEntity = {
  name: 'operLog',
  label: L(['操作日志', 'Operation log', 'Registro de operaciones']),
  owner: [],
  readOnly: true,
  defaultSort: { field: 'at', order: 'desc' },
  titleField: 'call',
  privileges: { read: PRIVILEGES.oplogRead, write: PRIVILEGES.oplogRead, export: PRIVILEGES.oplogRead },
  access: { menus: ['/systemmanagement/operlog'] },
  table: {
    name: 'operation_log',
    indexes: [
      ['resource', 'recordId'],
      ['account', 'at'],
    ],
  },
  fields: [
    f.datetime('at', ['操作时间', 'Time', 'Hora'], {
      list: true,
      filter: 'range',
      sortable: true,
      asDate: true,
      defaultNow: true,
      notNull: true,
    }),
    f.text('account', ['账号', 'Account', 'Cuenta'], { max: 50, list: true, filter: 'eq' }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { list: false }),
    f.text('ip', ['来源地址', 'From', 'Origen'], { max: 64, list: true }),
    f.dict('kind', ['日志类别', 'Kind', 'Tipo'], 'oplogKind', { virtual: true, derived: true, filter: 'eq' }),
    f.dict('action', ['操作类型', 'Action', 'Acción'], 'oplogAction', {
      max: 32,
      list: true,
      filter: 'eq',
      notNull: true,
    }),
    f.text('call', ['调用接口', 'Call', 'Llamada'], { max: 200, list: true, filter: 'like', notNull: true }),
    f.text('resource', ['数据对象', 'Resource', 'Recurso'], { max: 64, list: true, filter: 'eq' }),
    f.text('recordId', ['记录编号', 'Record', 'Registro'], { max: 64, list: true, filter: 'eq' }),
    f.int('outcome', ['结果代码', 'Outcome', 'Resultado'], { list: true, filter: 'eq', notNull: true }),
    f.json('before', ['修改前', 'Before', 'Antes']),
    f.json('after', ['修改后', 'After', 'Después']),
  ],
} satisfies EntityDef;
