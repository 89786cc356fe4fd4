// One JSON Schema validator over the merged contracts, for every test that checks answers against
// them (the contract test behind the gateway, the @ypo/msw handlers' test).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Node } from '../../lib/contracts.ts';

const SCHEMA_ID = 'https://contracts.ypo.example/merged.json';

/** Compiles a contract schema (its `#/components/...` refs resolved in `merged`) into a validator. */
export function contractValidator(merged: Node) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addSchema({ $id: SCHEMA_ID, components: merged.components } as object);
  const rewriteRefs = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewriteRefs);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? SCHEMA_ID + value : rewriteRefs(value)]),
      );
    }
    return node;
  };
  return {
    compile: (schema: unknown) => ajv.compile(rewriteRefs(schema) as object),
    errorsText: (errors: Parameters<typeof ajv.errorsText>[0]) => ajv.errorsText(errors),
  };
}
