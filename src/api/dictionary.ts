import type { WordedItem } from '@/contract/dictionary-words';
import { post } from './request';

/** A code list's item, with its English and Spanish words once the session's loader added them. */
export type DictItem = WordedItem;
export type DictionaryMap = Record<string, DictItem[]>;

export const getDictionaries = () => post<DictionaryMap>('/api/syscode/querySysCodeString', {}, { silent: true });
