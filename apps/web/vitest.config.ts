import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@ypo/source'] },
  // Component tests load lazy chunks and react-aria overlays: generous on a 2-core CI machine.
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: true, testTimeout: 20_000, setupFiles: ['../../tools/vitest/node-abort-signal.ts', '../../tools/vitest/dom-reuse.ts'] },
});
