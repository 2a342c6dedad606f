import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Initial JS+CSS (gzip) of a route: the entry of index.html with its static imports, plus the lazily
 * loaded chunks the route renders first, with their static imports. Needs `npm run build` first.
 */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const BUDGET_KIB = { login: 150, dashboard: 300, memberHome: 200 } as const;

/** The lazy modules each measured route renders on first load. */
export const ROUTE_CHUNKS: Record<keyof typeof BUDGET_KIB, string[]> = {
  login: ['src/features/auth/login-page.tsx'],
  // After sign-in the session loads the routes made of the menu (build-routes.ts), which the home waits for; the
  // screens of the catalogue (route-registry.ts) come after it.
  dashboard: [
    'src/app/antd-shell.tsx',
    'src/layout/index.tsx',
    'src/app/home-page.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    'src/store/build-routes.ts',
  ],
  // A member's home (role value '1'): the member's light frame, their own home; the navbar's antd parts come after.
  memberHome: [
    'src/app/member-layout.tsx',
    'src/app/home-page.tsx',
    'src/features/my/member-home.tsx',
    'src/store/build-routes.ts',
  ],
};

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

export function initialFiles(manifest: Manifest, lazyKeys: string[]): Set<string> {
  const files = new Set<string>();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  collect(manifest, entry, files);
  for (const key of lazyKeys) collect(manifest, key, files);
  return files;
}

export function gzipKiB(distDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(distDir, file))).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

export interface BundleFigures {
  loginKiB: number;
  dashboardKiB: number;
  memberHomeKiB: number;
}

export function measureBundleSize(distDir = 'dist'): BundleFigures {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return {
    loginKiB: gzipKiB(distDir, initialFiles(manifest, ROUTE_CHUNKS.login)),
    dashboardKiB: gzipKiB(distDir, initialFiles(manifest, ROUTE_CHUNKS.dashboard)),
    memberHomeKiB: gzipKiB(distDir, initialFiles(manifest, ROUTE_CHUNKS.memberHome)),
  };
}

/** Prints both figures against their budgets; returns them for a bench runner. */
export function runBundleSizeBench(distDir = 'dist'): BundleFigures {
  const figures = measureBundleSize(distDir);
  const line = (name: string, kib: number, budget: number) =>
    `${name.padEnd(10)} initial JS+CSS ${kib.toFixed(1).padStart(7)} KiB gzip (budget ${budget} KiB) ${kib <= budget ? 'ok' : 'OVER'}`;
  console.log(line('/login', figures.loginKiB, BUDGET_KIB.login));
  console.log(line('dashboard', figures.dashboardKiB, BUDGET_KIB.dashboard));
  console.log(line('member home', figures.memberHomeKiB, BUDGET_KIB.memberHome));
  return figures;
}
