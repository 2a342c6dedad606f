import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Chinese characters (the unified ideographs and their extension A); punctuation alone is no text. */
const HAN = /[\u3400-\u9fff]/;

/** The seed is demo data in Chinese, as the records of a Chinese organisation are. */
const SEED = path.join('server', 'db', 'seed');
/** The official documents' templates and their wording are Chinese documents, whatever the reader's language. */
const DOCUMENTS = path.join('server', 'documents');

/**
 * Literals that may hold Chinese, by file, each with why. Texts a person reads come from the message
 * table (src/contract/messages); what is left here is data, not a message.
 */
const ALLOWED: Record<string, { texts: string[]; why: string }> = {
  'src/contract/resource/exam-rules.ts': {
    texts: ['正确', '错误'],
    why: 'the two options every true-or-false question stores with itself, as the bank keeps them',
  },
};

/** The contract files of rules whose refusals a person reads (issue 31): they say codes, not Chinese. */
const RULE_FILES = [
  'src/contract/resource/exam-rules.ts',
  'src/contract/resource/matter-rules.ts',
  'src/contract/resource/affairs-rules.ts',
  'src/contract/resource/task-rules.ts',
  'src/contract/resource/attendance.ts',
  'src/contract/resource/development-rules.ts',
  'src/contract/resource/check.ts',
];

/** Every string, template piece, regular expression and JSX text of a source holding Chinese; comments are not read. */
export function chineseLiterals(fileName: string, source: string): { line: number; text: string }[] {
  // Most files hold no Chinese at all: only those that do are parsed.
  if (!HAN.test(source)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    ) {
      if (HAN.test(node.text))
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === SEED || full === DOCUMENTS ? [] : tsFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each literal holding Chinese that the allow-list does not name, as `file:line text`. */
function unlisted(files: string[]): string[] {
  return files.flatMap((file) => {
    const allowed = ALLOWED[file.split(path.sep).join('/')]?.texts ?? [];
    return chineseLiterals(file, fs.readFileSync(file, 'utf8'))
      .filter((l) => !allowed.includes(l.text))
      .map((l) => `${file}:${l.line} ${l.text}`);
  });
}

describe('no Chinese text written into the code', { timeout: 60_000 }, () => {
  it('finds a Chinese literal in strings, templates and regular expressions, and none in comments', () => {
    const source = [
      '// 注释不算',
      '/** 文档注释也不算 */',
      "const a = '请填写姓名';",
      'const b = `共${n}名`;',
      'const c = /^(正确|对)$/;',
      "const d = 'plain';",
    ].join('\n');
    expect(chineseLiterals('x.ts', source)).toEqual([
      { line: 3, text: '请填写姓名' },
      { line: 4, text: '共' },
      { line: 4, text: '名' },
      { line: 5, text: '/^(正确|对)$/' },
    ]);
  });

  it('leaves no Chinese literal in the server outside the seed: every text a person reads is a message code', () => {
    const files = tsFiles('server');
    expect(files.length).toBeGreaterThan(100);
    expect(unlisted(files)).toEqual([]);
  });

  it('leaves no Chinese literal in the contract rules that refuse a value', () => {
    expect(unlisted(RULE_FILES)).toEqual([]);
  });

  it('lists only literals that are still there, so that the allow-list does not outlive its reason', () => {
    for (const [file, { texts }] of Object.entries(ALLOWED)) {
      const present = chineseLiterals(file, fs.readFileSync(file, 'utf8')).map((l) => l.text);
      for (const text of texts) expect(present, `${file}: ${text}`).toContain(text);
    }
  });
});
