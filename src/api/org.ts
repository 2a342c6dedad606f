import type { Unit } from '@/contract/calls/system';
import type * as calls from '@/contract/calls/system';
import { postDeclared } from './call';

export type { Unit } from '@/contract/calls/system';

/** The organisations the user may see; this call carries its list in the top-level `datas` (SPEC section 7). */
export async function queryUnits(): Promise<Unit[]> {
  const res = await postDeclared<typeof calls.queryUnits>('api/orgauth/queryForList' as '/api/orgauth/queryForList');
  return Array.isArray(res.datas) ? (res.datas as Unit[]) : [];
}

/** Every organisation of the group by name (no personal data): where a transfer may go. */
export async function queryGroupUnits(): Promise<Unit[]> {
  const res = await postDeclared<typeof calls.queryGroupUnits>(
    'api/orgauth/queryGroupForList' as '/api/orgauth/queryGroupForList',
  );
  return Array.isArray(res.datas) ? (res.datas as Unit[]) : [];
}
