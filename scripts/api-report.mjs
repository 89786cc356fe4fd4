// `pnpm api:report`: the API report of every public entry point of @ypo/sdk, @ypo/headless and
// @ypo/testing (`packages/<name>/api/<entry>.api.md`, API Extractor over the built `dist/*.d.ts`), written for
// review. `--check` (the test command) changes nothing and fails when a report is out of date, or
// when an export has no TSDoc comment. Build the packages first (`pnpm build`).
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    let undocumentedMembers = 0;
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
        else undocumentedMembers += 1;
      },
    });
    if (undocumented.length > 0) problems.push(`${entry.importPath}: ${undocumented.length} export(s) without a TSDoc comment:\n      ${undocumented.join('\n      ')}`);
    if (undocumentedMembers > 0) console.log(`${entry.importPath}: ${undocumentedMembers} member(s) of exported types without a TSDoc comment`);
    if (result.apiReportChanged) {
      changed += 1;
      if (!check) written += 1;
    }
    if (result.errorCount > 0) problems.push(`${entry.importPath}: ${result.errorCount} error(s) above`);
    if (check && result.apiReportChanged) problems.push(`${entry.importPath}: packages/${dir.split('/').pop()}/api/${entry.name}.api.md is out of date`);
  }
}

if (problems.length > 0) {
  console.error(`\nAPI report: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  if (check && changed > 0) console.error(`\nThe public API changed. Review it, then update the reports with \`${UPDATE}\` and commit packages/*/api/.`);
  process.exit(1);
}
console.log(check ? 'API reports are up to date.' : `API reports written (${written} changed).`);
