// Writes mocks/.build/gateway.json: every contract merged, for Prism.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeContracts } from './contracts.ts';

/** Path of the merged document Prism serves. */
export const gatewaySpecPath = join(dirname(fileURLToPath(import.meta.url)), '../.build/gateway.json');

/** Merges the contracts and writes the document; returns its path and operation count. */
export function buildGatewaySpec(): { path: string; operations: number } {
  const doc = mergeContracts();
  mkdirSync(dirname(gatewaySpecPath), { recursive: true });
  writeFileSync(gatewaySpecPath, JSON.stringify(doc));
  const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
  const operations = Object.values(doc.paths ?? {}).reduce<number>(
    (n, item) => n + Object.keys(item as object).filter((k) => methods.has(k)).length,
    0,
  );
  return { path: gatewaySpecPath, operations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { path, operations } = buildGatewaySpec();
  console.log(`wrote ${path} (${operations} operations)`);
}
