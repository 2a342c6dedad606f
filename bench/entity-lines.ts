import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * `npx tsx bench/entity-lines.ts [entity]`: every line of src/ and server/ that exists for one entity
 * (default the plain entity `position`), and in how many files. Counted:
 * - every line of a file named after the entity (its definition, pages of its own);
 * - elsewhere, every line of code naming the entity (its definition's export, its table, its name as a
 *   string, its route group, its pages, its seed function), together with the lines of the statement it
 *   opens (a whole catalogue entry or group, a whole binding object, a whole seed function); a comment that
 *   mentions it is not code that exists for it.
 * The demo data (server/db/seed) is counted apart, and migrations not at all (generated).
 */
const ROOT = join(import.meta.dirname, '..');
const entity = process.argv[2] ?? 'position';
const kebab = entity.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = entity[0].toUpperCase() + entity.slice(1);

/** Names that say the entity: `positionEntity`, `positions` (its table), `'position'`, its pages and route group. */
const NAMES: Record<string, RegExp> = {
  position:
    /\bpositionEntity\b|\bpositions\b|'position'|\bPositionConstruction\w*|\bPosition(Map|Detail\w*)\b|position-(map|detail)|\bseedPositions\b/,
};
const names =
  NAMES[entity] ??
  new RegExp(
    `\\b${entity}Entity\\b|\\b${entity}s\\b|'${entity}'|\\b${pascal}\\w*Page\\b|${kebab}-|\\bseed${pascal}s\\b`,
  );
const comment = /^\s*(\/\/|\/\*|\*)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : files(path);
    return /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

/** The bracket depth a line leaves open (strings and comments hold no brackets in our code that matter). */
const opens = (line: string) =>
  [...line.replace(/'[^']*'|"[^"]*"|`[^`]*`|\/\/.*$/g, '')].reduce(
    (depth, c) => depth + ('([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0),
    0,
  );

/** The lines of a file that exist for the entity: those naming it, and the rest of the statements they open. */
function linesFor(text: string): number[] {
  const lines = text.split('\n');
  const out = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!names.test(lines[i]) || comment.test(lines[i])) continue;
    out.add(i);
    let depth = opens(lines[i]);
    for (let j = i + 1; depth > 0 && j < lines.length; j++) {
      out.add(j);
      depth += opens(lines[j]);
    }
  }
  return [...out];
}

const own = new RegExp(`^${kebab}([.-]|$)`);
const counted: { file: string; lines: number; seed: boolean }[] = [];
for (const file of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'server'))]) {
  const text = readFileSync(file, 'utf8').replace(/\n$/, '');
  const lines = own.test(basename(file)) ? text.split('\n').length : linesFor(text).length;
  const rel = relative(ROOT, file);
  if (lines) counted.push({ file: rel, lines, seed: rel.startsWith('server/db/seed/') });
}

const code = counted.filter((c) => !c.seed);
const seed = counted.filter((c) => c.seed);
const sum = (cs: typeof counted) => cs.reduce((n, c) => n + c.lines, 0);
for (const c of counted) console.log(`${String(c.lines).padStart(5)}  ${c.file}${c.seed ? '  (demo data)' : ''}`);
console.log(
  `${entity}: ${sum(code)} lines in ${code.length} files; demo data ${sum(seed)} lines in ${seed.length} files`,
);
