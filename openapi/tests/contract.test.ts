// Calls every operation through the gateway (mocks/src/gateway) in front of Prism
// (mocks/src/prism.ts) with a valid request, and checks that the answer is a 2xx whose JSON
// body validates against the operation's schema in the merged document, or whose binary body
// has the declared content type. A failure means a contract Prism cannot serve as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeContracts } from '../../mocks/src/contracts.ts';
import { startGateway } from '../../mocks/src/gateway/server.ts';
import { startPrism } from '../../mocks/src/prism.ts';
import { listOperations, type Node } from '../lib/contracts.ts';
import { freePort } from '../../mocks/src/sandbox/testing.ts';
import { buildRequest, deref } from './support/requests.ts';
import { contractValidator } from './support/validator.ts';

// No `Prefer: code=...` is needed: every operation declares exactly one 2xx (200), which Prism
// answers for a request that matches the contract (it answers 401/422 otherwise).
const AUTH_HEADERS = { Authorization: 'Bearer test', 'Ocp-Apim-Subscription-Key': 'test' };

/**
 * Operations Prism cannot serve, with the reason. Empty: every operation is exercised.
 * Add `'METHOD /path': 'reason'` only for a limitation of Prism, never for a contract error.
 */
const NOT_SERVABLE_BY_PRISM: Record<string, string> = {};

const merged = mergeContracts() as Node;
const operations = listOperations().map((op) => ({
  ...op,
  name: `${op.key} (${op.service}.${String(op.operation.operationId)})`,
  reason: NOT_SERVABLE_BY_PRISM[op.key],
}));
const cases = operations.filter((op) => !op.reason);
const skipped = operations.filter((op) => op.reason);

const validator = contractValidator(merged);

let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
let prism: Awaited<ReturnType<typeof startPrism>> | undefined;

beforeAll(async () => {
  prism = await startPrism({ port: await freePort() });
  gateway = await startGateway({ port: 0, upstream: prism.url });
});

afterAll(async () => {
  await gateway?.close();
  await prism?.close();
});

describe('every operation through the gateway and Prism', () => {
  it('covers every operation of the merged document', () => {
    const count = Object.values(merged.paths as Record<string, Node>).reduce(
      (n, item) => n + Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)).length,
      0,
    );
    expect(operations).toHaveLength(count);
  });

  it('rejects a body that breaks the schema (the validator is not a no-op)', () => {
    const operation = (merged.paths as Record<string, Node>)['/profiles/api/persons/{id}']!.get as Node;
    const media = (deref((operation.responses as Node)['200'], merged).content as Record<string, Node>)['application/json']!;
    const validate = validator.compile(media.schema);
    expect(validate({ personId: 'not a uuid' })).toBe(false);
  });

  if (skipped.length > 0) it.skip.each(skipped)('$name: $reason', () => {});

  it.each(cases)('$name', async ({ key, path, method }) => {
    const operation = (merged.paths as Record<string, Node>)[path]![method] as Node;
    const [status, responseNode] = Object.entries(operation.responses as Node).find(([code]) => code.startsWith('2'))!;
    const declared = (deref(responseNode, merged).content ?? {}) as Record<string, Node>;
    const types = Object.keys(declared);
    const request = buildRequest(merged, path, method, gateway!.url, { ...AUTH_HEADERS, Accept: types[0] ?? '*/*' });

    const response = await fetch(request.url, request.init);
    const body = await response.arrayBuffer();
    const text = () => new TextDecoder().decode(body).slice(0, 1500);
    expect(response.status, `${request.init.method} ${request.url} (${request.bodyKind} body) answered ${response.status}:\n${text()}`).toBe(Number(status));

    if (types.length === 0) return;
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    expect(types, `content type ${contentType}`).toContain(contentType);
    if (contentType !== 'application/json') {
      expect(body.byteLength).toBeGreaterThan(0);
      return;
    }
    const validate = validator.compile(declared[contentType]!.schema ?? {});
    const data: unknown = JSON.parse(new TextDecoder().decode(body));
    expect(validate(data), `${key}: ${validator.errorsText(validate.errors)}\n${text()}`).toBe(true);
  });
});
