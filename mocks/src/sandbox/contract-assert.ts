// Checks a sandbox answer (or a request body) against the merged contracts, the way the
// contract lint checks examples: every `$ref` resolved and no property the schema does not name
// (redocly `no-invalid-media-type-examples` with `allowAdditionalProperties: false`).
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { mergeContracts } from '../contracts.ts';

type Json = unknown;
type Operation = { requestBody?: Json; responses?: Record<string, Json> };

const DOC_ID = 'sandbox-contracts';

/** Adds `additionalProperties: false` to every object schema that lists properties and says nothing else. */
function closeObjects(node: Json, insideAllOf = false): Json {
  if (Array.isArray(node)) return node.map((item) => closeObjects(item, insideAllOf));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    // Branches of allOf are merged by the validator, so closing them would refuse the sibling's fields.
    out[key] = key === 'allOf' ? closeObjects(value, true) : closeObjects(value, false);
  }
  const isObjectSchema = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
  if (!insideAllOf && isObjectSchema && out.properties && !('additionalProperties' in out) && !('patternProperties' in out)) {
    out.additionalProperties = false;
  }
  return out;
}

let state: { ajv: Ajv2020; operations: Map<string, { path: string; method: string; op: Operation }> } | undefined;

function load() {
  if (state) return state;
  const doc = closeObjects(mergeContracts()) as Record<string, Json> & { paths: Record<string, Record<string, Operation>> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: doc.components, paths: doc.paths });
  const operations = new Map<string, { path: string; method: string; op: Operation }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const id = (op as { operationId?: string }).operationId;
      if (id) operations.set(id, { path, method, op });
    }
  }
  state = { ajv, operations };
  return state;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();

function validatorAt(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = load().ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

function check(validate: ValidateFunction, body: unknown, what: string): void {
  if (validate(body)) return;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  throw new Error(`${what} does not match the contract:\n  ${errors.slice(0, 12).join('\n  ')}`);
}

function operation(operationId: string) {
  const found = load().operations.get(operationId);
  if (!found) throw new Error(`no operation ${operationId} in the contracts`);
  return found;
}

/** Throws unless `body` is a valid JSON answer of `operationId` with `status`. */
export function expectMatchesContract(operationId: string, status: number, body: unknown): void {
  const { path, method, op } = operation(operationId);
  const response = op.responses?.[String(status)] as { content?: Record<string, { schema?: Json }> } | undefined;
  if (!response) throw new Error(`${operationId} has no ${status} response in the contract`);
  if (!response.content?.['application/json']?.schema) throw new Error(`${operationId} ${status} has no JSON schema`);
  const ref = `${DOC_ID}#/${pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
  check(validatorAt(ref), body, `${operationId} ${status} answer`);
}

/** Throws unless `body` is a valid JSON request body of `operationId` (for tests that build requests). */
export function expectRequestMatchesContract(operationId: string, body: unknown): void {
  const { path, method, op } = operation(operationId);
  const content = (op.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content;
  if (!content?.['application/json']?.schema) throw new Error(`${operationId} has no JSON request body`);
  const ref = `${DOC_ID}#/${pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema')}`;
  check(validatorAt(ref), body, `${operationId} request`);
}
