/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: 'vite.config.ts',
  outDir: '../../.build/stories',
  // Lets the stories import msw (Ladle stubs it otherwise); the worker is started by .ladle/components.tsx.
  addons: { msw: { enabled: true } },
};
