import { post } from './request';

export interface DictItem {
  value: string;
  label: string;
}
export type DictionaryMap = Record<string, DictItem[]>;

export const getDictionaries = () => post<DictionaryMap>('/api/syscode/querySysCodeString', {}, { silent: true });
