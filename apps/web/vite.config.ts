import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { hardenedServing } from './vite-plugin-serving';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), hardenedServing()],
  // Workspace packages resolve to their TypeScript source: no package build before dev.
  resolve: { conditions: ['@ypo/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
});
