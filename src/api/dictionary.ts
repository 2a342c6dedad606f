import { post } from './request';

export interface DictItem {
  value: string;
  label: string;
  /** English and Spanish words of an item whose label still reads as seeded (added after loading). */
  words?: [en: string, es: string];
}
export type DictionaryMap = Record<string, DictItem[]>;

export const getDictionaries = () => post<DictionaryMap>('/api/syscode/querySysCodeString', {}, { silent: true });
