/**
 * `npm run db:generate`: a new migration from the Drizzle schema (drizzle-kit), and for every table it
 * creates, the triggers that announce committed changes to the read caches (migrations 0006, 0019, 0020).
 * A table without them would serve stale reads; the API suite fails for one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAnnounced } from './announced-tables';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = new Set(fs.readdirSync(dir));
execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: path.join(dir, '..', '..', '..'),
});
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql') && !before.has(f))) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const tables = [...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(\w+)" \(([\s\S]*?)\n\);/g)].filter((m) =>
    isAnnounced(m[1]),
  );
  const created = tables.map((m) => m[1]);
  if (!created.length) continue;
  // A table with an organisation column is announced by organisation (migration 0019), with an id too by
  // record within it (migration 0020), and whole on TRUNCATE.
  const triggers = tables.flatMap(([, t, body]) => {
    const args = /^\s*"id" /m.test(body) ? "'org_id', 'id'" : "'org_id'";
    return /^\s*"org_id" /m.test(body)
      ? [
          `CREATE TRIGGER "${t}_announce_change" AFTER TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();`,
          `CREATE TRIGGER "${t}_announce_insert" AFTER INSERT ON "${t}" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(${args});`,
          `CREATE TRIGGER "${t}_announce_update" AFTER UPDATE ON "${t}" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(${args});`,
          `CREATE TRIGGER "${t}_announce_delete" AFTER DELETE ON "${t}" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_change_by_part(${args});`,
        ]
      : [
          `CREATE TRIGGER "${t}_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION announce_change();`,
        ];
  });
  fs.writeFileSync(
    full,
    `${text.trimEnd()}\n--> statement-breakpoint\n${triggers.join('\n--> statement-breakpoint\n')}\n`,
  );
  console.log(`${file}: change announcements for ${created.join(', ')}`);
}
