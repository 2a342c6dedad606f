import { SIGNED_IN } from './access';
import { answer, declareCall } from './declare';

/** One item of a code list as the server keeps it. */
export interface DictionaryEntry {
  value: string;
  label: string;
}

/** One entry of the server menu, up to three levels, labelled in the caller's language. */
export interface MenuItem {
  path: string;
  hidden: boolean;
  id: number;
  label: string;
  icon: string;
  children?: MenuItem[];
}

/** An organisation as every organisation list answers it: enough to draw and pick from the tree. */
export interface Unit {
  id: number;
  parentId: number | null;
  name: string;
  shortName: string | null;
  type: string;
  level: number;
  /** The materialised path (the caller's own list only). */
  path?: string;
}

/** The whole dictionary, { dictName: [{ value, label }] }, sysConfig included: the enabled items. */
export const querySysCodes = declareCall({
  url: '/api/syscode/querySysCodeString',
  answer: answer<Record<string, DictionaryEntry[]>>(),
  access: SIGNED_IN,
  silent: true,
  provides: ['sysCode'],
});

/** The signed-in user's own menu. */
export const getMenu = declareCall({
  url: '/api/menu/get',
  answer: answer<MenuItem[]>(),
  access: SIGNED_IN,
  silent: true,
});

/** The base address of the group party-building site; the SPA adds the user's token. */
export const getPartySite = declareCall({
  url: '/api/partyAffiars/getIp',
  answer: answer<string>(),
  access: SIGNED_IN,
});

/** The organisations the user may see, in `datas` (as the existing backend answers) and in `data`. */
export const queryUnits = declareCall({
  url: '/api/orgauth/queryForList',
  answer: answer<Unit[]>(),
  access: SIGNED_IN,
  provides: ['org'],
});

/** Names of the whole group's organisations, for choosing where a member transfers to: no personal data. */
export const queryGroupUnits = declareCall({
  url: '/api/orgauth/queryGroupForList',
  answer: answer<Unit[]>(),
  access: SIGNED_IN,
  provides: ['org'],
});
