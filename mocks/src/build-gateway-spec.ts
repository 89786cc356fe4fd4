// Writes mocks/.build/gateway.json: every contract merged, for Prism.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeContracts } from './contracts.ts';

/** Path of the merged document Prism serves. */
export const gatewaySpecPath = join(dirname(fileURLToPath(import.meta.url)), '../.build/gateway.json');

/** Merges the contracts and writes the document; returns its path and operation count. */
export function buildGatewaySpec(path = gatewaySpecPath): { path: string; operations: number } {
  const doc = mergeContracts();
  mkdirSync(dirname(path), { recursive: true });
  // Write then rename: a Prism starting in parallel never reads a half-written file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(doc));
  renameSync(partial, path);
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
  const operations = Object.values(doc.paths ?? {}).reduce<number>(
    (n, item) => n + Object.keys(item as object).filter((k) => methods.has(k)).length,
    0,
  );
  return { path, operations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { path, operations } = buildGatewaySpec();
  console.log(`wrote ${path} (${operations} operations)`);
}
