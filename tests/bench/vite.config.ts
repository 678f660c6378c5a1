// The bench's own pages (the peer calendar and the sync driver), built apart from the app:
// nothing here reaches dist/ or the service worker's precache.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const pages = fileURLToPath(new URL('./pages/', import.meta.url));

export default defineConfig({
  root: pages,
  base: '/__bench/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist/', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: { input: { rbc: `${pages}rbc.html`, sync: `${pages}sync.html` } },
  },
});
