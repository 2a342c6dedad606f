import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // The browser needs only AES of crypto-js; the server and the tests keep the whole library.
  { find: /^crypto-js$/, replacement: fileURLToPath(new URL('./src/app/vendor/crypto-js-lite.ts', import.meta.url)) },
];

export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: { alias },
  build: {
    outDir: 'dist',
    // bench/bundle-size.ts follows the manifest to weigh what each route loads first.
    manifest: true,
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
