import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SCREENS = ['src/features', 'src/components'].map((dir) => join(ROOT, dir));

/** Calls that reach the server; `@/api/notify` (toasts) and `@/api/token` (the cookie) do not. */
const SENDERS = new Set(['call', 'sendCall', 'sendOnly', 'postDeclared', 'fetch']);
const QUIET_API = new Set(['@/api/notify', '@/api/token']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names the file imports from the request layer (`@/api/*` but toasts and the cookie), and `axios` itself. */
function apiNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!(from.startsWith('@/api/') || from === 'axios') || QUIET_API.has(from)) continue;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const e of bindings.elements) if (!e.isTypeOnly) names.add(e.name.text);
  }
  return names;
}

const isFunction = (node: ts.Node) => ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/**
 * The file's own functions by name: `function load()`, `const load = () => …`, and a function handed to a hook
 * (`useCallback(() => …)`, `useLatest(() => …)`). Plain values (a query's answer) are not followed.
 */
function localFunctions(file: ts.SourceFile): Map<string, ts.Node> {
  const functions = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (isFunction(init)) functions.set(node.name.text, init);
      else if (ts.isCallExpression(init) && init.arguments[0] && isFunction(init.arguments[0]))
        functions.set(node.name.text, init.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return functions;
}

/**
 * What in an effect's body talks to the server: a sender, axios, anything of the request layer, a promise
 * awaited, followed into the file's own functions it names (an effect that runs `load` fetches if `load` does).
 */
function fetchesIn(body: ts.Node, api: Set<string>, local = new Map<string, ts.Node>()): string[] {
  const found: string[] = [];
  const followed = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SENDERS.has(node.expression.text))
      found.push(`${node.expression.text}(`);
    if (ts.isIdentifier(node) && (node.text === 'axios' || api.has(node.text))) found.push(node.text);
    if (ts.isIdentifier(node) && local.has(node.text) && !followed.has(node.text)) {
      followed.add(node.text);
      visit(local.get(node.text)!);
    }
    if (ts.isAwaitExpression(node)) found.push('await');
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** `file:line uses` for each useEffect / useLayoutEffect whose callback fetches. */
function fetchingEffects(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (!/use(Layout)?Effect/.test(text)) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const api = apiNames(file);
  const local = localFunctions(file);
  const offences: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if ((name === 'useEffect' || name === 'useLayoutEffect') && node.arguments[0]) {
        const uses = fetchesIn(node.arguments[0], api, local);
        if (uses.length) {
          const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          offences.push(`${relative(ROOT, path)}:${line} ${[...new Set(uses)].join(', ')}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return offences;
}

describe('screens read through the store, not through effects of their own', () => {
  it('no useEffect under src/features or src/components calls the server', () => {
    const offences = SCREENS.flatMap(sourceFiles).flatMap(fetchingEffects);
    expect(offences).toEqual([]);
  }, 60_000);

  it('finds a fetching effect when there is one', () => {
    const probe = ts.createSourceFile(
      'probe.tsx',
      "import { resourceApi } from '@/api/resource';\nuseEffect(() => { void resourceApi.get('role', 1); }, []);",
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const effect = (probe.statements[1] as ts.ExpressionStatement).expression as ts.CallExpression;
    expect(fetchesIn(effect.arguments[0], apiNames(probe))).toEqual(['resourceApi']);
    const quiet = ts.createSourceFile('quiet.tsx', 'useEffect(() => input.focus(), []);', ts.ScriptTarget.Latest, true);
    const focus = (quiet.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression;
    expect(fetchesIn(focus.arguments[0], new Set())).toEqual([]);
  });

  it('keeps exhaustive-deps an error that no file of src switches off', () => {
    const config = readFileSync(join(ROOT, 'eslint.config.js'), 'utf8');
    expect(config).toMatch(/'react-hooks\/exhaustive-deps': 'error'/);
    const switchedOff = [join(ROOT, 'src')]
      .flatMap(sourceFiles)
      .filter((path) => /eslint-disable[^\n]*(exhaustive-deps|react-hooks)/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path));
    expect(switchedOff).toEqual([]);
  });
});
