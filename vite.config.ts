import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // The browser needs only AES of crypto-js; the server and the tests keep the whole library.
  { find: /^crypto-js$/, replacement: fileURLToPath(new URL('./src/app/vendor/crypto-js-lite.ts', import.meta.url)) },
  // The browser never checks a payload (the server does): the declarations' schemas are built inert there.
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/vendor/zod-unchecked.ts', import.meta.url)) },
];

/**
 * The files the entry of index.html imports statically: loaded before any lazily loaded screen can be asked for,
 * so a lazy import need not name them again among what it preloads. Left out, every route's list of files to
 * preload (route-registry.ts holds one per screen) is much shorter.
 */
let loadedWithEntry = new Set<string>();
const entryFiles: Plugin = {
  name: 'entry-files',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    const files = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (files.has(fileName) || chunk?.type !== 'chunk') return;
      files.add(fileName);
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    loadedWithEntry = files;
  },
};

/**
 * antd's form context, which every antd button, input and ConfigProvider reads, takes only FormProvider from
 * @rc-component/form, whose index sets statics on its Form and so is never tree-shaken. Read from its own file,
 * the form library comes with the screens that show a form, not with the frame of every screen.
 */
const formProviderOnly: Plugin = {
  name: 'form-provider-only',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer?.replace(/\\/g, '/').endsWith('/antd/es/form/context.js'))
      return null;
    return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
  },
};

/**
 * A gzip copy beside every built script, style and image of some size (x.js.gz), which the server sends to a
 * browser that accepts it (server/plugins/static-spa.ts): a phone on a weak line loads what the bundle budgets
 * weigh (bench/bundle-size.ts), not three to four times as much. Made once here, not on every request.
 */
let outDir = 'dist';
const precompressed: Plugin = {
  name: 'precompressed',
  apply: 'build',
  configResolved(config) {
    outDir = path.resolve(config.root, config.build.outDir);
  },
  // After every other plugin wrote its files (the service worker too).
  closeBundle: {
    order: 'post',
    handler() {
      const visit = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else if (/\.(js|css|svg)$/.test(entry.name)) {
            const raw = readFileSync(file);
            if (raw.length < 1024) continue;
            writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
          }
        }
      };
      visit(outDir);
    },
  },
};

export default defineConfig({
  plugins: [
    react(),
    entryFiles,
    formProviderOnly,
    precompressed,
    /*
     * The installable app: a service worker that keeps the built shell and static files, so that a phone
     * on a weak line or none opens the app (and says it has no connection) instead of a blank page. It
     * never keeps an API answer: those are encrypted, personal and must be current. The manifest is served
     * by the server (the system's name comes from sysConfig), so none is generated here.
     */
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/logout/, /^\/download/, /^\/manifest\.webmanifest/],
        // The shell (what the entry loads, the styles, the page, the icons) is kept ahead; every other
        // built file as the screens load it. Both are hashed and never change under one name.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(
              (e) => !e.url.startsWith('assets/') || e.url.endsWith('.css') || loadedWithEntry.has(e.url),
            ),
            warnings: [],
          }),
        ],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'built-files', expiration: { maxEntries: 400 } },
          },
        ],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  base: '/',
  resolve: { alias },
  build: {
    outDir: 'dist',
    // bench/bundle-size.ts follows the manifest to weigh what each route loads first.
    manifest: true,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithEntry.has(dep)) },
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/logout': 'http://localhost:8080',
      '/download': 'http://localhost:8080',
    },
  },
});
