import type { WordedItem } from '@/contract/dictionary-words';
import type { querySysCodes } from '@/contract/calls/system';
import { postDeclared } from './call';

/** A code list's item, with its English and Spanish words once the session's loader added them. */
export type DictItem = WordedItem;
export type DictionaryMap = Record<string, DictItem[]>;

export const getDictionaries = () =>
  postDeclared<typeof querySysCodes>('/api/syscode/querySysCodeString', undefined, { silent: true });
