import { describe, expect, it } from 'vitest';
import { DICTIONARY_WORDS, dictionaryLabel } from '@/contract';
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
    expect(dictionaryLabel('feeStatus', '1', '未缴', 'en')).toBe('Unpaid');
    expect(dictionaryLabel('feeStatus', '1', '未缴', 'es')).toBe('Sin pagar');
    expect(dictionaryLabel('feeStatus', '1', '未缴', 'zh')).toBe('未缴');
    expect(dictionaryLabel('feeStatus', '1', '欠缴', 'en')).toBe('欠缴');
    expect(dictionaryLabel('feeStatus', '9', '缓缴', 'en')).toBe('缓缴');
    expect(dictionaryLabel('newList', '1', '新项', 'en')).toBe('新项');
  });
});
