// Ladle's Vite (its own version): the workspace packages from their TypeScript source, like the app's dev server.
export default {
  resolve: { conditions: ['@ypo/source', 'module', 'browser', 'development|production'] },
  server: { host: '127.0.0.1' },
};
