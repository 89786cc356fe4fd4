// The mocks run the workspace's TypeScript as it is (`node --conditions=@ypo/source`). @ypo/headless's sources
// import their neighbours without an extension (`'../core/messages'`, a folder's index), as its bundler and
// Vite resolve them; Node does not. The messenger's client is the one module of it the mocks load that has such
// imports (the seeded conversations, seed.ts), so this resolve hook completes them: `.ts`, then `/index.ts`.
import * as nodeModule from 'node:module';

let isRegistered = false;

/** The package's source folder, where the hook completes extensionless relative imports (nowhere else). */
const HEADLESS_SOURCES = '/packages/headless/src/';

/** Lets plain Node load @ypo/headless's TypeScript sources (idempotent; Vite and vitest resolve them without it); throws on a Node without `module.registerHooks`. */
export function resolveHeadlessSources(): void {
  if (isRegistered) return;
  // Node 22.15 and later (the scripts run on Node 24); older, the seeding fails with this reason and the stack goes on.
  if (typeof nodeModule.registerHooks !== 'function') throw new Error(`Node ${process.version} cannot load the messenger's client from its sources (module.registerHooks)`);
  isRegistered = true;
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        if (!specifier.startsWith('.') || /\.[cm]?[jt]sx?$/.test(specifier) || !context.parentURL?.includes(HEADLESS_SOURCES)) throw error;
        for (const completed of [`${specifier}.ts`, `${specifier}/index.ts`]) {
          try {
            return nextResolve(completed, context);
          } catch {
            // the next form
          }
        }
        throw error;
      }
    },
  });
}
