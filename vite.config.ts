import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The panel is built into dist/panel and served by the API server at /. `npm run dev` serves it with
// hot reload and forwards /api and /uploads to the API (npm start) on port 3000.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/panel',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
