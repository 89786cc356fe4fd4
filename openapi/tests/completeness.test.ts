// The conventions of docs/contracts.md that lint does not check, over every operation of
// every document. Each failure names the operations that break the rule.
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocuments, loadShared, resolve, type Node, type Operation } from '../lib/contracts.ts';

const documents = loadDocuments();
const shared = loadShared();
const operations = listOperations(documents);
const docOf = new Map(documents.map(({ service, doc }) => [service, doc]));
const name = (op: Operation) => `${op.service}.yaml ${op.key}`;
const SHARED_ERRORS = ['400', '401', '403', '404', '422', '500'];

// spec 001 §7 names the fields of this form itself ("plus backgroundColor or backgroundImage or files").
const MULTIPART_FIELDS_NAMED_BY_SPEC = new Set(['saveChapterStudioAnnouncement']);

/**
 * Calls made before sign-in, which send the subscription key but no bearer token, by document
 * (`authn`) or by document and tag (`identities#accountRecovery`). Every other call sends both.
 */
const SIGNED_OUT_CALLS: Record<string, string> = {
  authn: 'spec 000 §2: account recovery with the identity provider runs from the login screens, before sign-in',
  'identities#accountRecovery': 'spec 000 §2: the recovery screens run before sign-in',
};
const isSignedOutCall = (service: string, tags: readonly string[] = []) =>
  service in SIGNED_OUT_CALLS || tags.some((tag) => `${service}#${tag}` in SIGNED_OUT_CALLS);
const requires = (security: unknown, scheme: string) =>
  Array.isArray(security) && security.length > 0 && (security as Node[]).every((requirement) => scheme in requirement);

/** Names of the operations for which `broken` returns a reason, with the reason. */
function violations(broken: (op: Operation, doc: Node) => string | undefined | false): string[] {
  return operations.flatMap((op) => {
    const reason = broken(op, docOf.get(op.service)!);
    return reason ? [`${name(op)}: ${reason}`] : [];
  });
}

const expectNone = (list: string[], rule: string) => expect(list, `${rule}:\n${list.join('\n')}`).toEqual([]);

function parametersOf(op: Operation, doc: Node): Node[] {
  const all = [...((op.pathItem.parameters ?? []) as unknown[]), ...((op.operation.parameters ?? []) as unknown[])];
  return all.map((p) => resolve(p, doc, shared).node);
}

describe('every operation', () => {
  it('has a camelCase operationId unique across all documents', () => {
    const seen = new Map<string, string>();
    const list = violations((op) => {
      const id = op.operation.operationId;
      if (typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id)) return `operationId ${String(id)} is not camelCase`;
      const other = seen.get(id);
      seen.set(id, name(op));
      return other ? `operationId ${id} is also used by ${other}` : undefined;
    });
    expectNone(list, 'operationIds');
  });

  it("has a tag declared in its document's root tags", () => {
    const list = violations((op, doc) => {
      const declared = new Set(((doc.tags ?? []) as { name: string }[]).map((t) => t.name));
      const tags = (op.operation.tags ?? []) as string[];
      if (tags.length === 0) return 'no tag';
      const undeclared = tags.filter((t) => !declared.has(t));
      return undeclared.length > 0 && `tags not declared at the root: ${undeclared.join(', ')}`;
    });
    expectNone(list, 'tags');
  });

  it('has a summary', () => {
    expectNone(
      violations((op) => !(typeof op.operation.summary === 'string' && op.operation.summary.trim()) && 'no summary'),
      'summaries',
    );
  });

  it('has the six shared error responses 400, 401, 403, 404, 422 and 500', () => {
    const list = violations((op) => {
      const responses = (op.operation.responses ?? {}) as Node;
      const missing = SHARED_ERRORS.filter((code) => !(code in responses));
      return missing.length > 0 && `missing ${missing.join(', ')}`;
    });
    expectNone(list, 'shared error responses');
  });

  it("declares 413 (the gateway's answer to a body over its size limit) when it takes a request body", () => {
    const list = violations((op) => !!op.operation.requestBody && !('413' in ((op.operation.responses ?? {}) as Node)) && 'a request body but no 413');
    expectNone(list, '413 on operations with a request body');
  });

  it('has a 2xx response', () => {
    expectNone(
      violations((op) => !Object.keys((op.operation.responses ?? {}) as Node).some((code) => /^2(\d\d|XX)$/.test(code)) && 'no 2xx response'),
      '2xx responses',
    );
  });

  it('has an example on every response media type', () => {
    const list = violations((op, doc) => {
      const bare: string[] = [];
      for (const [code, response] of Object.entries((op.operation.responses ?? {}) as Node)) {
        const { node } = resolve(response, doc, shared);
        for (const [type, media] of Object.entries((node.content ?? {}) as Record<string, Node>)) {
          if (media.example === undefined && media.examples === undefined) bare.push(`${code} ${type}`);
        }
      }
      return bare.length > 0 && `no example on ${bare.join(', ')}`;
    });
    expectNone(list, 'response examples');
  });

  it('declares a required path parameter for every {segment} and no other', () => {
    const list = violations((op, doc) => {
      const inPath = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const params = parametersOf(op, doc).filter((p) => p.in === 'path');
      const declared = params.map((p) => p.name as string);
      const problems = [
        ...inPath.filter((n) => !declared.includes(n)).map((n) => `{${n}} has no path parameter`),
        ...declared.filter((n) => !inPath.includes(n)).map((n) => `path parameter ${n} is not in the path`),
        ...params.filter((p) => p.required !== true).map((p) => `path parameter ${String(p.name)} is not required`),
      ];
      return problems.join('; ');
    });
    expectNone(list, 'path parameters');
  });

  it('requires the subscription key, and the bearer token unless it is a signed-out call', () => {
    const list = violations((op, doc) => {
      const security = op.operation.security ?? doc.security;
      const missing = ['subscriptionKey', ...(isSignedOutCall(op.service, op.operation.tags as string[]) ? [] : ['bearerAuth'])].filter(
        (scheme) => !requires(security, scheme),
      );
      return missing.length > 0 && `security does not require ${missing.join(' and ')}`;
    });
    expectNone(list, 'security of the operations');
  });

  it('names the file fields of multipart bodies file0, file1, ...', () => {
    const list = violations((op, doc) => {
      if (MULTIPART_FIELDS_NAMED_BY_SPEC.has(op.operation.operationId as string)) return undefined;
      if (!op.operation.requestBody) return undefined;
      const body = resolve(op.operation.requestBody, doc, shared);
      const media = (body.node.content as Record<string, Node> | undefined)?.['multipart/form-data'];
      if (!media) return undefined;
      const { node: schema, doc: schemaDoc } = resolve(media.schema, body.doc, shared);
      const isFile = (s: unknown): boolean => {
        const { node } = resolve(s, schemaDoc, shared);
        return node.format === 'binary' || typeof node.contentMediaType === 'string' || (node.type === 'array' && isFile(node.items));
      };
      const fields = Object.entries((schema.properties ?? {}) as Record<string, unknown>);
      const files = fields.filter(([, s]) => isFile(s)).map(([field]) => field);
      const problems = files.filter((field) => !/^file\d+$/.test(field)).map((field) => `file field ${field}`);
      if (files.length === 0) problems.push('no file field');
      else if (!files.includes('file0')) problems.push('file fields do not start at file0');
      return problems.join('; ');
    });
    expectNone(list, 'multipart file fields');
  });
});

describe('every document', () => {
  it.each(documents.map(({ service, doc }) => [service, doc] as const))('%s.yaml requires bearerAuth and subscriptionKey at the root', (service, doc) => {
    const schemes = isSignedOutCall(service) ? ['subscriptionKey'] : ['bearerAuth', 'subscriptionKey'];
    for (const scheme of schemes) expect(requires(doc.security, scheme), `root security requires ${scheme}`).toBe(true);
    const declared = Object.keys(((doc.components as Node | undefined)?.securitySchemes ?? {}) as Node);
    expect(declared).toEqual(expect.arrayContaining(schemes));
  });
});
