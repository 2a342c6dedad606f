import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The browser tests run against the SPA as built now, served by the real server. */
export default function buildOnce(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: join(import.meta.dirname, '..', '..', '..'), stdio: 'inherit' });
}
