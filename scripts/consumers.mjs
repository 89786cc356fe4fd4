// Consumer fixtures (fixtures/consumers): packs @ypo/sdk and @ypo/headless as they would be
// published, installs the tarballs in a temporary folder outside the workspace, once per React
// version of the peer range at its lowest, and runs each consumer there: Node ESM, a server-side
// render, a client render in a DOM, TypeScript with moduleResolution node16 and bundler, and a
// Vite ESM app build. Prints one line per step and `N passed, N failed`; exits non-zero on any
// failure. Needs the packages built (test-all builds them first; a missing dist/ is built here).
// `--keep` keeps the temporary folder.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib/run.mjs';

/**
 * The React versions of the headless package's peer range, each at its lowest. The types of React
 * 18 at 18.3.0: every older @types/react imports `scheduler/tracing`, gone from today's @types/scheduler.
 */
const MATRIX = [
  { name: 'React 18.0.0', react: '18.0.0', types: '18.3.0', typesDom: '18.3.0' },
  { name: 'React 19.0.0', react: '19.0.0', types: '19.0.0', typesDom: '19.0.0' },
];
const PACKAGES = ['sdk', 'headless'];
const STEPS = [
  { name: 'Node ESM', command: 'node node-esm.mjs' },
  { name: 'server-side render', command: 'node ssr.mjs' },
  { name: 'client render (jsdom)', command: 'node client.mjs' },
  { name: 'TypeScript node16', command: 'pnpm exec tsc -p tsconfig.node16.json' },
  { name: 'TypeScript bundler', command: 'pnpm exec tsc -p tsconfig.json' },
  { name: 'Vite ESM app', command: 'pnpm exec vite build app --logLevel warn --emptyOutDir' },
];

const keep = process.argv.includes('--keep');
const fixture = join(root, 'fixtures/consumers');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Under `pnpm run` the pinned pnpm is at hand; otherwise fetch it as bootstrap.mjs does.
const execPath = process.env.npm_execpath ?? '';
const pnpm = /pnpm/.test(execPath) ? `"${process.execPath}" "${execPath}"` : `npx --yes ${packageManager}`;

const results = [];
const step = async (name, command, cwd) => {
  console.log(`\n--- ${name}: ${command}`);
  const { code, seconds } = await run(command.replace(/^pnpm /, `${pnpm} `), { cwd, timeoutMs: 5 * 60_000 });
  results.push({ name, ok: code === 0, seconds });
  return code === 0;
};

const work = mkdtempSync(join(tmpdir(), 'ypo-consumers-'));
try {
  const tarballs = {};
  for (const name of PACKAGES) {
    const dir = join(root, 'packages', name);
    if (!existsSync(join(dir, 'dist')) && !(await step(`build @ypo/${name}`, 'pnpm run build', dir))) throw new Error(`@ypo/${name} does not build`);
    if (!(await step(`pack @ypo/${name}`, `pnpm pack --pack-destination "${work}"`, dir))) throw new Error(`@ypo/${name} does not pack`);
    tarballs[`@ypo/${name}`] = join(work, readdirSync(work).find((file) => file.startsWith(`ypo-${name}-`) && file.endsWith('.tgz')));
  }

  for (const entry of MATRIX) {
    const dir = join(work, entry.react);
    cpSync(fixture, dir, { recursive: true, filter: (path) => !/node_modules|dist$/.test(path) });
    const manifest = JSON.parse(readFileSync(join(fixture, 'package.json'), 'utf8'));
    const packed = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
    Object.assign(manifest.dependencies, packed, { react: entry.react, 'react-dom': entry.react });
    Object.assign(manifest.devDependencies, { '@types/react': entry.types, '@types/react-dom': entry.typesDom });
    // The headless package depends on @ypo/sdk by version: the packed one answers for it.
    manifest.pnpm = { overrides: packed };
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    // Every subpath export of both packages, imported for the type checks.
    const specifiers = Object.keys(tarballs).flatMap((name) => {
      const { exports } = JSON.parse(readFileSync(join(root, 'packages', name.slice('@ypo/'.length), 'package.json'), 'utf8'));
      return Object.keys(exports)
        .filter((key) => key !== './package.json')
        .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
    });
    writeFileSync(
      join(dir, 'src/entries.ts'),
      `// Written by scripts/consumers.mjs: every subpath export of the packed packages.\n${specifiers
        .map((specifier, i) => `import * as entry${i} from '${specifier}';`)
        .join('\n')}\n\nexport const entries: readonly object[] = [${specifiers.map((_, i) => `entry${i}`).join(', ')}];\n`,
    );

    if (!(await step(`${entry.name}: install the packed packages`, 'pnpm install --prefer-offline --no-frozen-lockfile --reporter=append-only', dir))) continue;
    for (const { name, command } of STEPS) await step(`${entry.name}: ${name}`, command, dir);
  }
} catch (error) {
  console.error(String(error));
  results.push({ name: String(error), ok: false, seconds: 0 });
} finally {
  if (keep) console.log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
console.log('\n=== Consumer fixtures');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(1)} s)`);
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
