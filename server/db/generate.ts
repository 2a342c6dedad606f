/**
 * `npm run db:generate`: a new migration from the Drizzle schema (drizzle-kit), and for every table it
 * creates, the trigger that announces committed changes to the read caches (migration 0006). A table
 * without it would serve stale reads; the API suite fails for one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tables that change on every sign-in or request, or only grow: no cached read rests on them. */
export const UNANNOUNCED_PREFIXES = ['operation_log', 'login_log', 'sessions', 'captchas', 'login_failures', 'submit_tokens', 'rate_limits'];

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = new Set(fs.readdirSync(dir));
execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit', cwd: path.join(dir, '..', '..', '..') });
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql') && !before.has(f))) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const created = [...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(\w+)"/g)].map((m) => m[1]).filter((t) => !UNANNOUNCED_PREFIXES.includes(t));
  if (!created.length) continue;
  const triggers = created.map(
    (t) => `CREATE TRIGGER "${t}_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();`,
  );
  fs.writeFileSync(full, `${text.trimEnd()}\n--> statement-breakpoint\n${triggers.join('\n--> statement-breakpoint\n')}\n`);
  console.log(`${file}: change announcements for ${created.join(', ')}`);
}
