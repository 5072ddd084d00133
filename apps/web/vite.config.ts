/**
 * Vite configuration for the Biritch web client.
 *
 * `npm run build -w @biritch/web` writes apps/web/dist, which the server serves;
 * `npm run dev -w @biritch/web` serves the client with hot reload and forwards the API and the
 * WebSocket to a server on port 3000 (`npm start` at the root, or BIRITCH_SERVER to point elsewhere).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = process.env.BIRITCH_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/health': { target: server, changeOrigin: true },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
