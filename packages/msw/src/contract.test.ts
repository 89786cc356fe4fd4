// Calls every operation of every contract through @ypo/sdk's createSdk against the generated
// handlers (msw/node) and checks each answer against the contract twice: with ajv on the merged
// document (as openapi/tests/contract.test.ts checks Prism) and with the generated zod schema.
import { createSdk, type Sdk, type ServiceName } from '@ypo/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { mergeContracts } from '../../../mocks/src/contracts.ts';
import { listOperations, type Node } from '../../../openapi/lib/contracts.ts';
import { buildRequest, deref } from '../../../openapi/tests/support/requests.ts';
import { contractValidator } from '../../../openapi/tests/support/validator.ts';
import { createHandlers, mockedServices, seedMocks } from './index';
import { setupMockServer } from './node';
import * as zod from './zod';

const ORIGIN = 'http://127.0.0.1:4010';
const merged = mergeContracts() as Node;
const operations = listOperations().map((op) => ({ ...op, name: `${op.key} (${op.service}.${String(op.operation.operationId)})` }));

const validator = contractValidator(merged);

/** The generated zod schema of an operation's 2xx body (`getPerson` -> `GetPersonResponse`), if it has one. */
const zodResponse = (service: string, operationId: string): ZodType | undefined => {
  const schemas = (zod as unknown as Record<string, Record<string, unknown>>)[service];
  return schemas?.[`${operationId[0]!.toUpperCase()}${operationId.slice(1)}Response`] as ZodType | undefined;
};

type AnyClient = {
  request: (method: string, path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

const server = setupMockServer();
let sdk: Sdk;

beforeAll(() => {
  seedMocks(1);
  server.listen({ onUnhandledRequest: 'error' });
  // after listen: openapi-fetch keeps the global fetch it finds, and MSW patches it on listen
  sdk = createSdk({ baseUrl: ORIGIN, getAccessToken: () => 'test' });
});
afterAll(() => server.close());

describe('generated handlers', () => {
  it('has one handler per operation and one module per service', () => {
    expect(createHandlers()).toHaveLength(operations.length);
    expect([...mockedServices]).toEqual([...new Set(operations.map((op) => op.service))].sort());
  });

  it('the same seed gives the same data', async () => {
    const get = () => sdk.profiles.GET('/profiles/api/persons/{id}', { params: { path: { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001' } } });
    seedMocks(7);
    const first = (await get()).data;
    seedMocks(7);
    expect((await get()).data).toEqual(first);
    seedMocks(8);
    expect((await get()).data).not.toEqual(first);
  });

  it('the validators are not no-ops', () => {
    expect(zodResponse('profiles', 'getPerson')!.safeParse({ personId: 'not a uuid' }).success).toBe(false);
    const operation = (merged.paths as Record<string, Node>)['/profiles/api/persons/{id}']!.get as Node;
    const media = (deref((operation.responses as Node)['200'], merged).content as Record<string, Node>)['application/json']!;
    expect(validator.compile(media.schema)({ personId: 'not a uuid' })).toBe(false);
  });
});

describe('every operation answers as its contract says', () => {
  it.each(operations)('$name', async ({ service, path, method }) => {
    const operation = (merged.paths as Record<string, Node>)[path]![method] as Node;
    const [status, responseNode] = Object.entries(operation.responses as Node).find(([code]) => code.startsWith('2'))!;
    const declared = (deref(responseNode, merged).content ?? {}) as Record<string, Node>;
    const types = Object.keys(declared);
    const json = types.length === 0 || types.includes('application/json');
    const built = buildRequest(merged, path, method, ORIGIN, {});
    const url = new URL(built.url);
    const body = built.init.body === undefined ? undefined : typeof built.init.body === 'string' ? JSON.parse(built.init.body) : built.init.body;

    const client = sdk[service as ServiceName] as unknown as AnyClient;
    const { data, response } = await client.request(method, url.pathname, {
      params: { query: Object.fromEntries(url.searchParams) },
      headers: built.init.headers,
      ...(body === undefined ? {} : { body }),
      parseAs: json ? 'json' : 'blob',
    });

    expect(response.status, `${method.toUpperCase()} ${url.pathname}`).toBe(Number(status));
    if (types.length === 0) return;
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    expect(types).toContain(contentType);
    if (!json) {
      expect((data as Blob).size).toBeGreaterThan(0);
      return;
    }
    const validate = validator.compile(declared['application/json']!.schema ?? {});
    expect(validate(data), `${validator.errorsText(validate.errors)}\n${JSON.stringify(data).slice(0, 1500)}`).toBe(true);
    const schema = zodResponse(service, String(operation.operationId));
    expect(schema, 'generated zod schema').toBeDefined();
    const parsed = schema!.safeParse(data);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });
});
