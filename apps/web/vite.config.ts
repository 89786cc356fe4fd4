import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { hardenedServing } from './vite-plugin-serving';

// react-router 7 exports only its development build (remix-run/react-router#12532, #14753: dev
// warnings, about 5 kB gzip more); a production build takes the production one it ships beside it.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/**
 * Lets the production build drop the parts of react-router's production bundle the app never
 * uses (NavLink, Form, Link with its prefetching, ScrollRestoration, HistoryRouter): the bundle
 * creates its components with unannotated `forwardRef` calls and sets `displayName` on them at
 * the top level, side effects as far as Rollup can tell, so they stay even when unused (about
 * 2 kB gzip of the initial JavaScript). The calls are marked pure and the `displayName`
 * assignments (React DevTools names only) blanked, line numbers kept for the source map.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'ypo:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(reactRouterDist) || !/[\\/]production[\\/]chunk-[\w-]+\.mjs$/.test(id)) return undefined;
      const shaken = code
        .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[\w.]*";$/gm, '');
      return { code: shaken, map: null };
    },
  };
}

/**
 * Lexical, the email composer's editor, loads only with the composer: its core (about 50 kB gzip) and
 * its plugins each make a chunk of their own, so no lazy chunk passes the 60 kB budget (scripts/bench.mjs).
 */
function lexicalChunk(id: string): string | undefined {
  if (/[\\/]node_modules[\\/]lexical[\\/]/.test(id)) return 'lexical';
  if (/[\\/]node_modules[\\/]@lexical[\\/]/.test(id)) return 'lexical-plugins';
  return undefined;
}

export default defineConfig(({ command }) => ({
  plugins: [react(), vanillaExtractPlugin(), hardenedServing(), reactRouterTreeShaking()],
  resolve: {
    // Workspace packages resolve to their TypeScript source: no package build before dev.
    conditions: ['@ypo/source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') }] : [],
  },
  // The messenger's Rust crypto finds its wasm with `new URL('./pkg/…wasm', import.meta.url)`: pre-bundled into
  // node_modules/.vite/deps the URL points nowhere (vitejs/vite#8427, matrix-js-sdk #4953, #5264), so dev serves it
  // from its package as it is. The production build emits the wasm as an asset either way.
  optimizeDeps: { exclude: ['@matrix-org/matrix-sdk-crypto-wasm'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { manifest: true, sourcemap: true, target: 'es2022', rollupOptions: { output: { manualChunks: lexicalChunk } } },
  // Sentry's documented tree-shaking flags (src/lib/monitoring): no debug logging, no compression
  // worker (the policy refuses it; replays go uncompressed), no iframe or shadow-DOM recording.
  define: {
    __SENTRY_DEBUG__: 'false',
    __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true',
    __RRWEB_EXCLUDE_IFRAME__: 'true',
    __RRWEB_EXCLUDE_SHADOW_DOM__: 'true',
  },
}));
