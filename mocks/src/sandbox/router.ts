// Matches a request to an operation of the merged contracts: path templates with {params}, where a
// literal segment wins over a parameter at the first place two templates differ.

/** An OpenAPI document (the merged one of contracts.ts), loosely typed. */
export type OpenApiDocument = {
  paths?: Record<string, unknown>;
  components?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
} & Record<string, unknown>;

/** One alternative of an operation's `security`: scheme names that must all be satisfied. */
export type SecurityRequirement = Record<string, string[]>;

/** An OpenAPI parameter with its $ref resolved. */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

/** An operation of the contracts, ready for matching and validation. */
export interface Operation {
  operationId: string;
  method: string;
  /** Template as the contract writes it, e.g. '/posts/api/like/create/{id}/{name}'. */
  path: string;
  /** Security alternatives (operation-level, else document-level); [] means none. */
  security: SecurityRequirement[];
  parameters: ParameterObject[];
  /** The operation object itself (requestBody, responses, ...), refs unresolved. */
  raw: Record<string, unknown>;
  segments: string[];
  /** Index of each path parameter segment -> its name. */
  paramAt: Map<number, string>;
}

/** A matched request: the operation and the decoded path parameters. */
export interface RouteMatch {
  operation: Operation;
  params: Record<string, string>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const PARAM = /^\{([^}]+)\}$/;

/** Resolves a local `$ref` (`#/components/...`) in the document; other values come back as they are. */
export function resolveRef<T = unknown>(doc: OpenApiDocument, node: unknown): T {
  let current = node;
  for (let hops = 0; hops < 10; hops++) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) return current as T;
    const ref = String((current as { $ref: unknown }).$ref);
    if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), doc);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  throw new Error('$ref chain too long');
}

/** Every operation of a document, indexed for matching and by operationId. */
export class OperationIndex {
  readonly doc: OpenApiDocument;
  readonly byId = new Map<string, Operation>();
  /** method -> segment count -> operations. */
  private readonly table = new Map<string, Map<number, Operation[]>>();

  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
      const item = rawItem as Record<string, unknown>;
      const shared = ((item.parameters as unknown[] | undefined) ?? []).map((p) => resolveRef<ParameterObject>(doc, p));
      for (const method of METHODS) {
        const raw = item[method] as Record<string, unknown> | undefined;
        if (!raw || typeof raw.operationId !== 'string') continue;
        const own = ((raw.parameters as unknown[] | undefined) ?? []).map((p) => resolveRef<ParameterObject>(doc, p));
        const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
        const segments = path.split('/').slice(1);
        const paramAt = new Map<number, string>();
        segments.forEach((segment, i) => {
          const match = PARAM.exec(segment);
          if (match) paramAt.set(i, match[1] as string);
        });
        const operation: Operation = {
          operationId: raw.operationId,
          method,
          path,
          security: (raw.security as SecurityRequirement[] | undefined) ?? doc.security ?? [],
          parameters,
          raw,
          segments,
          paramAt,
        };
        if (this.byId.has(operation.operationId)) throw new Error(`duplicate operationId ${operation.operationId}`);
        this.byId.set(operation.operationId, operation);
        const bySize = this.table.get(method) ?? new Map<number, Operation[]>();
        bySize.set(segments.length, [...(bySize.get(segments.length) ?? []), operation]);
        this.table.set(method, bySize);
      }
    }
  }

  /** The operation for a method and a path (without query), or undefined. */
  match(method: string, pathname: string): RouteMatch | undefined {
    const candidates = this.table.get(method.toLowerCase())?.get(pathname.split('/').length - 1);
    if (!candidates) return undefined;
    const parts = pathname.split('/').slice(1);
    let best: Operation | undefined;
    for (const operation of candidates) {
      if (!fits(operation, parts)) continue;
      if (!best || moreSpecific(operation, best)) best = operation;
    }
    if (!best) return undefined;
    const params: Record<string, string> = {};
    for (const [i, name] of best.paramAt) params[name] = safeDecode(parts[i] as string);
    return { operation: best, params };
  }

  /** Every operationId. */
  operationIds(): string[] {
    return [...this.byId.keys()];
  }
}

function fits(operation: Operation, parts: string[]): boolean {
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (operation.paramAt.has(i)) {
      if (part === '') return false;
    } else if (operation.segments[i] !== part) {
      return false;
    }
  }
  return true;
}

/** True when `a` has a literal segment where `b` has a parameter, at the first place they differ. */
function moreSpecific(a: Operation, b: Operation): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aParam = a.paramAt.has(i);
    const bParam = b.paramAt.has(i);
    if (aParam !== bParam) return !aParam;
  }
  return false;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
