import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/constants';
import { isMessage, say, wordIn, WORDINGS, type MessageCode } from '../../src/contract/messages';
import * as tables from '../../src/contract/messages/words';
import { checkField } from '../../src/contract/resource/check';
import { f } from '../../src/contract/resource/fields';
import { memberEntity } from '../../src/contract/resource/member';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const HAN = /[\u4e00-\u9fff]/;

describe('messages as codes', () => {
  it('words every code in zh, en and es, each with the same parameters', () => {
    const codes = Object.keys(WORDINGS) as MessageCode[];
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) {
      const [zh, en, es] = WORDINGS[code];
      for (const text of [zh, en, es]) expect(text.trim(), code).not.toBe('');
      expect(placeholders(en), code).toEqual(placeholders(zh));
      expect(placeholders(es), code).toEqual(placeholders(zh));
      // The English and Spanish wordings are not the Chinese left in place.
      expect(HAN.test(en) || HAN.test(es), code).toBe(false);
    }
  });

  it('declares each code in one table only, so that no wording hides another', () => {
    const declared = Object.values(tables).flatMap((table) => Object.keys(table));
    expect(declared.length).toBe(new Set(declared).size);
    expect(new Set(declared).size).toBe(Object.keys(WORDINGS).length);
  });

  it('words a field’s label in the sentence’s own language', () => {
    const name = f.text('name', ['姓名', 'Name', 'Nombre'], { required: true });
    const problem = checkField(name, '')!;
    expect(problem).toEqual({ code: 'field.required', params: { field: name.label } });
    expect(Object.fromEntries(LANGUAGES.map((language) => [language, wordIn(problem, language)]))).toEqual({
      zh: '请填写姓名',
      en: 'Name is required',
      es: 'Rellene el campo Nombre',
    });
  });

  it('words a malformed ID number and a pattern rule in each language', () => {
    const idNumber = memberEntity.fields.find((x) => x.kind === 'idNumber')!;
    const problem = checkField(idNumber, '123456')!;
    expect(wordIn(problem, 'zh')).toBe(`${idNumber.label.zh}不是有效的身份证号码`);
    expect(wordIn(problem, 'en')).toBe(`${idNumber.label.en} is not a valid ID number`);
    expect(wordIn(problem, 'es')).toBe(`${idNumber.label.es} no es un número de identidad válido`);
    const code = f.text('code', ['组织编码', 'Code', 'Código'], {
      pattern: { source: '^[A-Za-z0-9-]+$', message: 'pattern.lettersDigitsHyphens' },
    });
    expect(wordIn(checkField(code, 'a b')!, 'zh')).toBe('组织编码只能包含字母、数字和连字符');
    expect(wordIn(checkField(code, 'a b')!, 'en')).toBe('Code may hold only letters, digits and hyphens');
  });

  it('words a message carried as a parameter, and a figure as it is', () => {
    const nested = say('request.fieldInvalid', {
      field: 'pageSize',
      problem: say('request.problem.tooBig', { max: 100 }),
    });
    expect(wordIn(nested, 'en')).toBe('Field pageSize is not valid: must be at most 100');
    expect(wordIn(nested, 'zh')).toBe('字段 pageSize 无效：不能大于100');
    expect(wordIn(nested, 'es')).toBe('El campo pageSize no es válido: debe ser como máximo 100');
  });

  it('leaves a fixed text of the specification as it is, and tells a message from other data', () => {
    expect(wordIn('提交成功', 'en')).toBe('提交成功');
    expect(isMessage(say('access.forbidden'))).toBe(true);
    expect(isMessage({ code: '1', label: '党委' })).toBe(false);
  });
});
