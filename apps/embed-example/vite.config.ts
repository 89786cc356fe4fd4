import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No `@ypo/source` condition: the packages resolve to their built `dist/`, as a partner's install
// of the published packages does (`pnpm run build` builds them first).
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
  build: { sourcemap: true, target: 'es2022' },
});
