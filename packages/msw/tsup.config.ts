import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per service (`@ypo/msw/<service>`, `@ypo/msw/zod/<service>`), as scripts/generate.ts lists them in package.json.
const services = readdirSync('src/generated', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    zod: 'src/zod.ts',
    ...Object.fromEntries(services.map((s) => [`services/${s}`, `src/generated/${s}/${s}.msw.ts`])),
    ...Object.fromEntries(services.map((s) => [`zod/${s}`, `src/generated/${s}/${s}.zod.ts`])),
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['msw', '@faker-js/faker', 'zod'],
});
