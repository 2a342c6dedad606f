import type { FastifyInstance } from 'fastify';
import { checkField } from '../../../src/contract/resource/check';
import { checkQuestion, JUDGE_OPTIONS, OPTION_KEYS } from '../../../src/contract/resource/exam-rules';
import { questionEntity } from '../../../src/contract/resource/question';
import { questions, sysCodes } from '../../db/schema/index';
import { RAW_REPLY, bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/education';
import type { Services } from '../../lib/services';
import type { Said } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { sendXlsx } from '../resources/export-xlsx';
import {
  bareLabels,
  cellValue,
  columnName,
  dictCode,
  headerColumns,
  MAX_SHEET_BYTES,
  seededLabel,
  templateXlsx,
  throwIfRefused,
  uploadedSheet,
  type ImportColumn,
  type Refusal,
} from '../resources/xlsx-import';
import { inEveryLanguage, say, wordingIn, type MessageCode } from '../../../src/contract/messages/message';

const field = (name: string) => questionEntity.fields.find((f) => f.name === name)!;
/** The plain fields, then one column per option and the answer written as letters ('AC') or, for a true/false question, true/false. */
const PLAIN = ['kind', 'stem', 'analysis', 'difficulty', 'point', 'source'];
const COLUMNS: ImportColumn[] = [
  ...PLAIN.slice(0, 2).map((n) => ({ name: n, header: bareLabels(field(n).label), required: true })),
  ...OPTION_KEYS.map((k) => ({ name: `option${k}`, header: inEveryLanguage(say('import.option', { key: k })) })),
  { name: 'answer', header: inEveryLanguage(say('import.answer')), required: true },
  ...PLAIN.slice(2).map((n) => ({ name: n, header: bareLabels(field(n).label), required: n === 'difficulty' })),
];

/** The words of some codes in every language, upper-cased as an answer is compared. */
const wordsOf = (...codes: MessageCode[]) =>
  new Set(codes.flatMap((c) => Object.values(inEveryLanguage({ code: c })).map((w) => w.toUpperCase())));
const TRUE_WORDS = wordsOf('question.judge.true', 'question.judge.trueShort', 'record.yes');
const FALSE_WORDS = wordsOf('question.judge.false', 'question.judge.falseShort', 'record.no');
TRUE_WORDS.add('√').add('TRUE');
FALSE_WORDS.add('×').add('FALSE');

/** True (in any language, or '√') is A, false (or '×') is B; otherwise letters, with or without separators. */
function answerKeys(kind: string, written: string): string[] {
  const t = written.trim().toUpperCase();
  if (kind === 'judge' && TRUE_WORDS.has(t)) return ['A'];
  if (kind === 'judge' && FALSE_WORDS.has(t)) return ['B'];
  return t.replace(/[\s,，、;；]/g, '').split('');
}

/** Excel import of questions: every row checked first; one refused row and nothing is imported. */
export function registerQuestionImport(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.questionImportTemplate, {
    handler: async ({ req, reply }) => {
      const language = requestLanguage(req);
      const w = wordingIn(language);
      const xlsx = await templateXlsx(
        w('template.question.sheet'),
        COLUMNS,
        {
          kind: seededLabel('questionKind', 'single', language),
          stem: w('template.question.stem'),
          optionA: w('template.question.optionA'),
          optionB: w('template.question.optionB'),
          optionC: w('template.question.optionC'),
          optionD: w('template.question.optionD'),
          answer: 'A',
          analysis: w('template.question.analysis'),
          difficulty: 1,
          point: w('template.question.point'),
          source: w('template.question.source'),
        },
        language,
      );
      sendXlsx(reply, `${w('template.question.file')}.xlsx`, xlsx);
      return RAW_REPLY;
    },
  });

  bindCall(app, services, calls.questionImport, {
    handler: async ({ db, user, req, audit }) => {
      const { ws, fileName } = await uploadedSheet(req, { maxBytes: MAX_SHEET_BYTES, maxRows: 2000 });
      const colOf = headerColumns(ws, COLUMNS);
      const codes = await db
        .select({ dict: sysCodes.dictName, value: sysCodes.value, label: sysCodes.label })
        .from(sysCodes);
      const refusals: Refusal[] = [];
      const rows: Record<string, unknown>[] = [];
      ws.eachRow((row, rowNo) => {
        if (rowNo === 1) return;
        const cell = (name: string, kind: 'text' | 'int' = 'text') => {
          const col = colOf.get(name) ?? -1;
          return col >= 0 ? cellValue({ kind }, row.getCell(col).value) : null;
        };
        const refuse = (name: string, message: Said) =>
          refusals.push({
            row: rowNo,
            field: columnName(field(name)?.label ?? { zh: name, en: name, es: name }),
            message,
          });
        const writtenKind = cell('kind');
        const kind = typeof writtenKind === 'string' ? dictCode(codes, 'questionKind', writtenKind) : null;
        if (!kind)
          refuse(
            'kind',
            writtenKind ? say('import.questionKind', { kind: String(writtenKind) }) : say('import.kindRequired'),
          );
        const v: Record<string, unknown> = {
          kind,
          stem: cell('stem'),
          analysis: cell('analysis'),
          difficulty: cell('difficulty', 'int'),
          point: cell('point'),
          source: cell('source'),
          enabled: true,
        };
        for (const name of PLAIN.slice(1)) {
          const problem = checkField(
            field(name),
            v[name] === null || v[name] === undefined
              ? null
              : typeof v[name] === 'number' || name === 'difficulty'
                ? v[name]
                : String(v[name]),
          );
          if (problem) refuse(name, problem);
        }
        const texts = OPTION_KEYS.map((k) => cell(`option${k}`));
        const last = texts.map((t) => t !== null).lastIndexOf(true);
        v.options =
          kind === 'judge'
            ? JUDGE_OPTIONS
            : texts.slice(0, last + 1).map((t, i) => ({ key: OPTION_KEYS[i], text: t === null ? '' : String(t) }));
        const written = cell('answer');
        v.answer = written === null ? [] : answerKeys(String(kind), String(written));
        if (kind)
          for (const [name, message] of Object.entries(checkQuestion(kind, v.options, v.answer))) refuse(name, message);
        rows.push(v);
      });
      throwIfRefused(refusals);
      const values = rows.map((r) => ({
        ...r,
        orgId: user!.orgId,
        createdBy: user!.accountId,
        updatedBy: user!.accountId,
      }));
      for (let i = 0; i < values.length; i += 500) await db.insert(questions).values(values.slice(i, i + 500) as never);
      audit({ after: { imported: values.length, file: fileName } });
      return { imported: values.length };
    },
  });
}
