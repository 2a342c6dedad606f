import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';

/**
 * Some module of a folder, as a path without its extension. The rule says nothing of an import it cannot
 * resolve, so each import below names a file that exists, whatever the folder holds by then.
 */
function someModule(dir: string): string {
  const file = fs
    .readdirSync(dir)
    .sort()
    .find((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  if (!file) throw new Error(`no module in ${dir}`);
  return path.join(dir, file).replace(/\.tsx?$/, '');
}

/** A one-line file written at `filePath` that imports a module of the folder `dir`, linted as the project lints. */
async function layerErrors(filePath: string, dir: string): Promise<string[]> {
  let from = path.relative(path.dirname(filePath), someModule(dir));
  if (!from.startsWith('.')) from = `./${from}`;
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(`export * from '${from}';\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('the lint that keeps the layers', { timeout: 60_000 }, () => {
  it.each([
    ['the contract', 'src/contract/probe.ts', 'src/store', 'contract'],
    ['the api', 'src/api/probe.ts', 'src/components', 'api-store'],
    ['the store', 'src/store/probe.ts', 'src/layout', 'api-store'],
    ['a shared component', 'src/components/probe.ts', 'src/features/tasks', 'components'],
    ['one feature', 'src/features/tasks/probe.ts', 'src/features/affairs', 'features'],
    ['the server', 'server/lib/probe.ts', 'src/store', 'server-src'],
    ['server/lib', 'server/lib/probe.ts', 'server/modules/resources', 'lib-db'],
    ['the seed', 'server/db/seed/probe.ts', 'server/modules/education', 'lib-db'],
    ['the generic pieces', 'server/modules/resources/probe.ts', 'server/modules/tasks', 'resources'],
    ['a generic behaviour', 'server/modules/resources/behaviours/probe.ts', 'server/modules/affairs', 'resources'],
  ])('refuses %s an import from above it', async (_who, filePath, dir, zone) => {
    const errors = await layerErrors(filePath, dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`[${zone}]`);
  });

  it('refuses saving, moving and sending a record each other', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const text = "export * from './workflow';\nexport * from './distribution';\n";
    const [result] = await eslint.lintText(text, { filePath: 'server/modules/resources/write.ts' });
    const zones = result.messages.filter((m) => m.ruleId === RULE).map((m) => /\[([a-z-]+)\]/.exec(m.message)?.[1]);
    expect(zones).toEqual(['resources-writes', 'resources-writes']);
  });

  it.each([
    ['a feature its components', 'src/features/tasks/probe.ts', 'src/components'],
    ['the store the contract', 'src/store/probe.ts', 'src/contract'],
    ['the server the contract', 'server/lib/probe.ts', 'src/contract'],
    ['an area the generic pieces', 'server/modules/tasks/probe.ts', 'server/modules/resources'],
    ['the seed the server library', 'server/db/seed/probe.ts', 'server/lib'],
  ])('lets %s', async (_who, filePath, dir) => {
    expect(await layerErrors(filePath, dir)).toEqual([]);
  });
});
