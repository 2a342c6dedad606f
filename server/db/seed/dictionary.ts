import { GROUP_NAME } from '../../../src/contract/constants';
import { DICTIONARY_WORDS } from '../../../src/contract/dictionary-words';

type Items = [value: string, label: string][];

/** The code lists the screens need, with their Chinese labels; localities change them in bs_syscode, not in code. */
export const DICTIONARY: Record<string, Items> = {
  sysConfig: [
    ['systemName', `${GROUP_NAME}党建管理系统`],
    ['systemIcon', '/logo.svg'],
  ],
  ...Object.fromEntries(
    Object.entries(DICTIONARY_WORDS).map(([dict, items]) => [
      dict,
      items.map(([value, zh]): [string, string] => [value, zh]),
    ]),
  ),
};
