/**
 * `npx tsx server/documents/build-templates.ts`: writes the default templates (default-templates.ts) to
 * templates/<kind>.docx. The files are committed; run this again after changing a template's wording.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TEMPLATES } from './default-templates';
import { docx } from './wordml';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
fs.mkdirSync(dir, { recursive: true });
for (const [kind, parts] of Object.entries(DEFAULT_TEMPLATES)) {
  fs.writeFileSync(path.join(dir, `${kind}.docx`), docx(parts));
  console.log(`templates/${kind}.docx`);
}
