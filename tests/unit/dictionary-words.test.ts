import { describe, expect, it } from 'vitest';
import { DICTIONARY_WORDS, withSeededWords } from '@/contract/dictionary-words';
import dictionary, { setDictionaries } from '@/store/dictionary-slice';
import { setLanguage } from '@/store/app-slice';
import { DICTIONARY } from '../../server/db/seed/dictionary';

describe('dictionary words', () => {
  it('word every seeded item in English and Spanish, and the seed stores their Chinese labels', () => {
    for (const [dict, items] of Object.entries(DICTIONARY_WORDS)) {
      expect(new Set(items.map((i) => i[0])).size, dict).toBe(items.length);
      for (const [value, zh, en, es] of items) {
        expect(en.trim() && es.trim() && !/[\u4e00-\u9fff]/.test(en + es), `${dict}.${value}`).toBeTruthy();
        expect(DICTIONARY[dict]).toContainEqual([value, zh]);
      }
      expect(DICTIONARY[dict]).toHaveLength(items.length);
    }
  });

  it('words a label still as seeded, and keeps one staff edited or added as written', () => {
    const raw = {
      feeStatus: [
        { value: '1', label: '未缴' },
        { value: '2', label: '已缴（现金）' },
        { value: '9', label: '缓缴' },
      ],
      newList: [{ value: '1', label: '新项' }],
    };
    const worded = withSeededWords(raw);
    expect(worded.feeStatus.map((i) => i.words)).toEqual([['Unpaid', 'Sin pagar'], undefined, undefined]);
    const en = dictionary(dictionary(undefined, setLanguage('en')), setDictionaries(worded));
    expect(en.lookup.feeStatus).toEqual({ '1': 'Unpaid', '2': '已缴（现金）', '9': '缓缴' });
    expect(en.lookup.newList).toEqual({ '1': '新项' });
    expect(dictionary(en, setLanguage('es')).lookup.feeStatus['1']).toBe('Sin pagar');
    expect(dictionary(en, setLanguage('zh')).lookup.feeStatus['1']).toBe('未缴');
  });
});
