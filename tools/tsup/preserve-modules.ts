// The published packages keep one output file per source module (as rollup's `preserveModules`
// does), so that with `"sideEffects": false` a bundler drops every module a consumer does not
// import. One bundled file per entry, or chunks shared between entries, would merge unrelated
// modules, and any top-level call among them (an atom, a route table) would then ride along.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';

const SOURCE = /\.tsx?$/;
const NOT_PUBLISHED = /\.test\.tsx?$|\.test-d\.ts$|\.d\.ts$/;

/**
 * Every module under `<packageDir>/src` as a tsup entry map (`'hooks/use-x': 'src/hooks/use-x.ts'`),
 * leaving out tests and the folders in `exclude` (relative to src, e.g. `testing`).
 */
export function sourceModules(packageDir: string, exclude: readonly string[] = []): Record<string, string> {
  const src = join(packageDir, 'src');
  const entries: Record<string, string> = {};
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    const path = file.split(sep).join('/');
    if (!SOURCE.test(path) || NOT_PUBLISHED.test(path)) continue;
    if (exclude.some((folder) => path.startsWith(`${folder}/`))) continue;
    entries[path.replace(SOURCE, '')] = `src/${path}`;
  }
  return entries;
}

function sourceFileOf(path: string): string | undefined {
  if (SOURCE.test(path) && existsSync(path)) return path;
  return [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find((candidate) => existsSync(candidate));
}

/**
 * esbuild plugin: a relative import between source modules stays an import of the other module's
 * own output file (`./use-x.js`), so each entry's output holds its own module alone.
 */
export const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = sourceFileOf(resolve(args.resolveDir, args.path));
      if (!target) return undefined;
      let specifier = relative(dirname(args.importer), target).split(sep).join('/').replace(SOURCE, '.js');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      return { path: specifier, external: true };
    });
  },
};
