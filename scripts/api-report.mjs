// `pnpm api:report`: the API report of every public entry point of @ypo/sdk, @ypo/headless and
// @ypo/testing (`packages/<name>/api/<entry>.api.md`, API Extractor over the built `dist/*.d.ts`), written for
// review, and the baseline of undocumented members (`packages/<name>/api/undocumented-members.json`: per entry
// point, the `Type.member` names of members of exported types without their own TSDoc comment).
// `--check` (the test command) changes nothing and fails when a report is out of date, when an export has no
// TSDoc comment, or when an entry point has more undocumented members than its baseline (it names the new
// ones, file:line in the source); at or below the baseline it passes. `--members` lists every undocumented
// member (file:line and `Type.member`). Build the packages first (`pnpm build`).
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib/run.mjs';

const PACKAGES = ['packages/sdk', 'packages/headless', 'packages/testing'];
const UPDATE = 'pnpm api:report';
const check = process.argv.includes('--check');

/** The entry points of a package: report name and the `types` file of each `exports` key. */
function entryPoints(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const base = manifest.name.split('/').pop();
  return Object.entries(manifest.exports)
    .filter(([key, target]) => key !== './package.json' && typeof target === 'object' && target.types)
    .map(([key, target]) => ({
      name: key === '.' ? base : `${base}-${key.slice(2).replaceAll('/', '-')}`,
      importPath: key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
      types: target.types,
    }));
}

// The service namespaces of @ypo/sdk (`sdk.ams`, ...): one per contract in openapi/.
const generatedNamespaces = new Set(readdirSync(join(root, 'openapi')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)));

// The undocumented members (a property or method of an exported type without its own TSDoc comment) are a ratchet:
// `packages/<name>/api/undocumented-members.json` lists them per entry point (`Type.member`), as `pnpm api:report`
// last found them. `--check` fails when an entry point has more than its list (an entry point not listed has none to
// spare) and names the new ones; fewer is fine, and `pnpm api:report` lowers the list.
const BASELINE_FILE = 'api/undocumented-members.json';
const listMembers = process.argv.includes('--members');

/** The baseline of a package: entry point name -> the `Type.member` names it may leave undocumented. */
function readBaseline(dir) {
  const file = join(root, dir, BASELINE_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** The lines of a file, read once. */
const linesOf = (() => {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
    return cache.get(file);
  };
})();

const DECLARATION = /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:interface|type|class|enum|namespace|function|const|let)\s+([\w$]+)/;

/** An `ae-undocumented` message about a member: its `Type.member` name (the type from the rolled-up .d.ts, where it starts at column 1). */
function memberOf(message) {
  const member = message.text.match(/"(.+)"/)?.[1] ?? message.text;
  const lines = linesOf(message.sourceFilePath);
  let owner = '?';
  for (let i = message.sourceFileLine - 2; i >= 0; i -= 1) {
    const found = lines[i]?.match(DECLARATION);
    if (found) {
      owner = found[1].replace(/\$\d+$/, '');
      break;
    }
  }
  return { name: `${owner}.${member.split('.').pop()}`, dist: `${relative(root, message.sourceFilePath)}:${message.sourceFileLine}` };
}

/** The TypeScript sources of a package (no tests, no generated code), for pointing at a member's declaration. */
const sourcesOf = (() => {
  const cache = new Map();
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return ['generated', 'testing', 'node_modules'].includes(e.name) ? [] : walk(path);
      return /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$/.test(e.name) ? [path] : [];
    });
  return (dir) => {
    if (!cache.has(dir)) cache.set(dir, walk(join(root, dir, 'src')));
    return cache.get(dir);
  };
})();

/** Where a member is declared in the package's source (`file:line`), the `n`-th of that name in its type (a union repeats them); else its place in dist. */
function sourceOf(dir, { name, dist }, n) {
  const [owner, member] = name.split('.');
  const escaped = member.replace(/[$]/g, '\\$&');
  const memberLine = new RegExp(`^\\s+(?:override\\s+)?(?:readonly\\s+)?['"]?${escaped}['"]?\\??\\s*[:(<]`);
  for (const file of sourcesOf(dir)) {
    const lines = linesOf(file);
    const start = lines.findIndex((line) => new RegExp(`^\\s*(?:export\\s+)?(?:declare\\s+)?(?:interface|type|class|enum|const)\\s+${owner.replace(/[$]/g, '\\$&')}\\b`).test(line));
    if (start < 0) continue;
    let seen = 0;
    for (let i = start + 1; i < lines.length && !/^\S/.test(lines[i]); i += 1) {
      if (memberLine.test(lines[i]) && seen++ === n) return `${relative(root, file)}:${i + 1}`;
    }
  }
  return dist;
}

const baselines = new Map();
/** Counts an entry point's undocumented members against the baseline; `--members` lists them. */
function judgeMembers(dir, entry, members) {
  if (!baselines.has(dir)) baselines.set(dir, { before: readBaseline(dir), after: {} });
  const { before, after } = baselines.get(dir);
  const names = members.map((m) => m.name).sort();
  after[entry.name] = names;
  const allowed = before[entry.name] ?? [];
  if (members.length > 0) console.log(`${entry.importPath}: ${members.length} member(s) of exported types without a TSDoc comment (baseline ${allowed.length})`);
  // The `n`-th member of the same name, so each of a union's repeated members points at its own line.
  const seen = new Map();
  const located = members.map((m) => {
    const n = seen.get(m.name) ?? 0;
    seen.set(m.name, n + 1);
    return { ...m, at: sourceOf(dir, m, n) };
  });
  if (listMembers) for (const m of located) console.log(`  ${m.at} ${m.name}`);
  if (check && members.length < allowed.length) console.log(`  ${allowed.length - members.length} fewer than the baseline: lower it with \`${UPDATE}\``);
  if (check && members.length > allowed.length) {
    // The new ones: those beyond the baseline's count of each name.
    const spare = new Map();
    for (const name of allowed) spare.set(name, (spare.get(name) ?? 0) + 1);
    const added = located.filter((m) => {
      const left = spare.get(m.name) ?? 0;
      spare.set(m.name, left - 1);
      return left <= 0;
    });
    problems.push(
      `${entry.importPath}: ${members.length} member(s) of exported types without a TSDoc comment, baseline ${allowed.length} (packages/${dir.split('/').pop()}/${BASELINE_FILE}); document these:\n      ${added.map((m) => `${m.at} ${m.name}`).join('\n      ')}`,
    );
  }
}

/** `pnpm api:report`: the baseline becomes what it found (entry points it could not read keep theirs). */
function writeBaselines() {
  for (const [dir, { before, after }] of baselines) {
    const merged = Object.fromEntries(Object.entries({ ...before, ...after }).filter(([, names]) => names.length > 0).sort(([a], [b]) => a.localeCompare(b)));
    const file = join(root, dir, BASELINE_FILE);
    if (Object.keys(merged).length > 0 || existsSync(file)) writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
}

const problems = [];
let changed = 0;
let written = 0;
for (const dir of PACKAGES) {
  const projectFolder = join(root, dir);
  for (const entry of entryPoints(dir)) {
    const typesFile = join(projectFolder, entry.types);
    if (!existsSync(typesFile)) {
      problems.push(`${entry.importPath}: ${entry.types} is missing; build the package first (pnpm build)`);
      continue;
    }
    const config = ExtractorConfig.prepare({
      packageJsonFullPath: join(projectFolder, 'package.json'),
      configObjectFullPath: undefined,
      configObject: {
        projectFolder,
        mainEntryPointFilePath: typesFile,
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'ESNext',
              moduleResolution: 'Bundler',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              types: [],
              // @ypo/mocks (behind @ypo/testing/playwright) is TypeScript source with .ts imports.
              allowImportingTsExtensions: true,
              noEmit: true,
            },
            files: [typesFile],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: `${entry.name}.api.md`,
          reportFolder: join(projectFolder, 'api'),
          reportTempFolder: join(root, '.reports/api', entry.name),
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          compilerMessageReporting: { default: { logLevel: 'warning' } },
          extractorMessageReporting: {
            default: { logLevel: 'warning', addToApiReportFile: true },
            // No release tags (@public, @beta): everything an entry point exports is public.
            'ae-missing-release-tag': { logLevel: 'none' },
            // A type used but exported only by another entry point (AppError from '@ypo/headless/core'): tsup's shared
            // .d.ts chunks have hashed names, and the report would carry their paths and lines, changing with every build.
            'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
            // @ypo/testing/playwright types the stack from @ypo/mocks, which ships TypeScript source, not .d.ts.
            'ae-wrong-input-file-type': { logLevel: 'none', addToApiReportFile: false },
            // Judged in messageCallback below: an undocumented export fails, an undocumented member is counted.
            'ae-undocumented': { logLevel: 'warning', addToApiReportFile: false },
          },
          tsdocMessageReporting: { default: { logLevel: 'none' } },
        },
      },
    });
    mkdirSync(join(projectFolder, 'api'), { recursive: true });
    const undocumented = [];
    const undocumentedMembers = [];
    const result = Extractor.invoke(config, {
      localBuild: !check,
      showVerboseMessages: false,
      messageCallback: (message) => {
        // The bundled compiler is newer than the project's TypeScript; the note says nothing about our API.
        if (message.messageId === 'console-compiler-version-notice') message.handled = true;
        if (message.messageId !== 'ae-undocumented') return;
        message.handled = true;
        // The SDK's service namespaces are generated (documented by their contracts; the .d.ts rollup drops comments on `export * as`).
        if (generatedNamespaces.has(message.text.match(/"(.+)"/)?.[1])) return;
        // The rolled-up .d.ts declares each export at column 1 and indents its members.
        if (message.sourceFileColumn === 1) undocumented.push(`${message.sourceFilePath}:${message.sourceFileLine} ${message.text}`);
        else undocumentedMembers.push(memberOf(message));
      },
    });
    if (undocumented.length > 0) problems.push(`${entry.importPath}: ${undocumented.length} export(s) without a TSDoc comment:\n      ${undocumented.join('\n      ')}`);
    judgeMembers(dir, entry, undocumentedMembers);
    if (result.apiReportChanged) {
      changed += 1;
      if (!check) written += 1;
    }
    if (result.errorCount > 0) problems.push(`${entry.importPath}: ${result.errorCount} error(s) above`);
    if (check && result.apiReportChanged) problems.push(`${entry.importPath}: packages/${dir.split('/').pop()}/api/${entry.name}.api.md is out of date`);
  }
}

if (!check) writeBaselines();

if (problems.length > 0) {
  console.error(`\nAPI report: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  if (check && changed > 0) console.error(`\nThe public API changed. Review it, then update the reports with \`${UPDATE}\` and commit packages/*/api/.`);
  process.exit(1);
}
console.log(check ? 'API reports are up to date.' : `API reports written (${written} changed).`);
