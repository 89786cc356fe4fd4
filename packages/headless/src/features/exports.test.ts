import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
};
const features = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('each feature is a subpath export of @ypo/headless', () => {
  it('lists one `./<feature>` export per features/ folder, and no other feature subpath', () => {
    const subpaths = Object.keys(packageJson.exports).filter((key) => !['.', './core', './messages', './feature-messages', './waiver-machine', './waiver-messages', './messenger-client', './package.json'].includes(key));
    expect(subpaths.sort()).toEqual(features.map((name) => `./${name}`));
  });

  it.each(features)('%s resolves to its index in source and in dist', async (name) => {
    expect(packageJson.exports[`./${name}`]).toEqual({
      '@ypo/source': `./src/features/${name}/index.ts`,
      types: `./dist/features/${name}/index.d.ts`,
      default: `./dist/features/${name}/index.js`,
    });
    const module = (await import(`./${name}/index.ts`)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
  });
});

describe.each([
  { subpath: './messages', file: 'messages', name: 'MESSAGES', key: 'notAssigned' },
  { subpath: './feature-messages', file: 'feature-messages', name: 'FEATURE_MESSAGES', key: 'inviteFailed' },
])('the message catalogue $subpath is a subpath export of @ypo/headless', ({ subpath, file, name, key }) => {
  it(`resolves to core/${file} in source and in dist, plain TypeScript the mocks load with Node`, async () => {
    expect(packageJson.exports[subpath as keyof typeof packageJson.exports]).toEqual({
      '@ypo/source': `./src/core/${file}.ts`,
      types: `./dist/core/${file}.d.ts`,
      default: `./dist/core/${file}.js`,
    });
    // Node loads it as it is (the mocks' sign-in page, the sandbox): no relative import without an extension.
    const source = readFileSync(new URL(`../core/${file}.ts`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.{1,2}\/[^']*(?<!\.ts)'/);
    const catalogue = ((await import(`../core/${file}.ts`)) as Record<string, Record<string, string>>)[name];
    expect(catalogue?.[key]).toBeTruthy();
  });
});

describe.each([
  { subpath: './waiver-machine', file: 'machine', name: 'waiverActionsFor' },
  { subpath: './waiver-messages', file: 'messages', name: 'WAIVER_MESSAGES' },
])('the waiver $file is a subpath export of @ypo/headless', ({ subpath, file, name }) => {
  it(`resolves to core/waiver/${file} in source and in dist, plain TypeScript the sandbox loads with Node`, async () => {
    expect(packageJson.exports[subpath as keyof typeof packageJson.exports]).toEqual({
      '@ypo/source': `./src/core/waiver/${file}.ts`,
      types: `./dist/core/waiver/${file}.d.ts`,
      default: `./dist/core/waiver/${file}.js`,
    });
    const source = readFileSync(new URL(`../core/waiver/${file}.ts`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.{1,2}\/[^']*(?<!\.ts)'/);
    const module = (await import(`../core/waiver/${file}.ts`)) as Record<string, unknown>;
    expect(module[name]).toBeTruthy();
  });
});

describe('the messenger client is a subpath export of @ypo/headless', () => {
  it('resolves to features/messenger/client/matrix-client in source and in dist (the sandbox seeds its conversations with it)', () => {
    expect(packageJson.exports['./messenger-client']).toEqual({
      '@ypo/source': './src/features/messenger/client/matrix-client.ts',
      types: './dist/features/messenger/client/matrix-client.d.ts',
      default: './dist/features/messenger/client/matrix-client.js',
    });
  });
});
