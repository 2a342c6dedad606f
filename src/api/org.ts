import { post } from './request';

export interface Unit {
  id: string;
  parentId: string | null;
  name: string;
  shortName?: string;
  type?: string;
  level?: number;
  path?: string;
}

/** The organisations the user may see; this call carries its list in the top-level `datas`. */
export async function queryUnits(): Promise<Unit[]> {
  const res = await post<unknown>('api/orgauth/queryForList');
  return Array.isArray(res.datas) ? (res.datas as Unit[]) : [];
}

/** Every organisation of the group by name (no personal data): where a transfer may go. */
export async function queryGroupUnits(): Promise<Unit[]> {
  const res = await post<unknown>('api/orgauth/queryGroupForList');
  return Array.isArray(res.datas) ? (res.datas as Unit[]) : [];
}
