import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@ypo/source'] },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: true },
});
