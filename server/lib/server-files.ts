import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the server's own files (its migrations, the default document templates, the worker
 * scripts), found from wherever this module runs: from its source under server/, or from one file
 * built out of the server's modules anywhere inside the project.
 */
function findServerDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    for (const candidate of [dir, path.join(dir, 'server')])
      if (fs.existsSync(path.join(candidate, 'db', 'migrations', 'meta'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`the server's files are not found above ${from}`);
  }
}

const SERVER_DIR = findServerDir(path.dirname(fileURLToPath(import.meta.url)));

/** A file or folder of the server's own, by its path under server/. */
export const serverFile = (...parts: string[]): string => path.join(SERVER_DIR, ...parts);
