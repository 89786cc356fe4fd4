/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  viteConfig: 'vite.config.ts',
  outDir: '../../.build/stories',
};
