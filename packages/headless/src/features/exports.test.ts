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
    const subpaths = Object.keys(packageJson.exports).filter((key) => !['.', './core', './messages', './package.json'].includes(key));
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

describe('the message catalogue is a subpath export of @ypo/headless', () => {
  it('resolves to core/messages in source and in dist, plain TypeScript the mocks load with Node', async () => {
    expect(packageJson.exports['./messages']).toEqual({
      '@ypo/source': './src/core/messages.ts',
      types: './dist/core/messages.d.ts',
      default: './dist/core/messages.js',
    });
    // Node loads it as it is (the mocks' sign-in page): no relative import without an extension.
    const source = readFileSync(new URL('../core/messages.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.{1,2}\/[^']*(?<!\.ts)'/);
    const { MESSAGES } = (await import('../core/messages.ts')) as { MESSAGES: Record<string, string> };
    expect(MESSAGES.notAssigned).toBeTruthy();
  });
});
