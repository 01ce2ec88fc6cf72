import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

// The client lives in client/ and builds to dist/client, which the server serves at /.
export default defineConfig({
  root: 'client',
  plugins: [react(), babel({ plugins: ['relay'] })],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/img': 'http://localhost:4000' } },
});
