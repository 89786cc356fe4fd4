// Builds a valid request for any operation of the merged document (mocks/src/contracts.ts):
// path and query values from the parameter examples or schemas, a body from the request
// example or built minimally valid from its schema, ids drawn from the fictional network.
import type { Node } from '../../lib/contracts.ts';

/** Ids of the fictional network of docs/contracts.md, by what a parameter names. */
const NETWORK_IDS: readonly [RegExp, string][] = [
  [/speaker/i, '5a000000-0000-4000-8000-000000000001'],
  [/event/i, 'e0000000-0000-4000-8000-000000000001'],
  [/post/i, '9a000000-0000-4000-8000-000000000001'],
  [/waiver/i, '3c000000-0000-4000-8000-000000000001'],
  [/lead|prospect/i, '7b000000-0000-4000-8000-000000000001'],
  [/(^|-)file|storage|parent/i, 'f0000000-0000-4000-8000-000000000001'],
  [/region/i, '00000000-0000-4000-8000-00000000c201'],
  [/forum/i, '00000000-0000-4000-8000-00000000c301'],
  [/network/i, '00000000-0000-4000-8000-00000000c401'],
  [/group/i, '00000000-0000-4000-8000-00000000c601'],
  [/communit|chapter|related/i, '00000000-0000-4000-8000-00000000c101'],
];
/** Ids a bare `{id}` most likely carries in each service, where the path says nothing more. */
const SERVICE_IDS: Record<string, string> = {
  communities: '00000000-0000-4000-8000-00000000c101',
  events: 'e0000000-0000-4000-8000-000000000001',
  posts: '9a000000-0000-4000-8000-000000000001',
  waiver: '7b000000-0000-4000-8000-000000000001',
};
/** Amara Okafor, the member most examples are about. */
const MEMBER_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

/** The id of the fictional network a parameter or field of this name most likely carries. */
export const networkIdFor = (name: string): string => namedNetworkId(name) ?? MEMBER_ID;

const namedNetworkId = (name: string): string | undefined => NETWORK_IDS.find(([pattern]) => pattern.test(name))?.[1];

/** Follows local `$ref`s (`#/components/...`) in the merged document. */
export function deref(node: unknown, root: Node): Node {
  let current = node as Node;
  for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error('$ref cycle');
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, part) => (n as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], root) as Node;
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current;
}

/** The first example a media type, parameter or schema carries, if any. */
export function firstExample(node: Node, root: Node): { value: unknown } | undefined {
  if (node.example !== undefined) return { value: node.example };
  if (Array.isArray(node.examples) && node.examples.length > 0) return { value: node.examples[0] };
  if (node.examples && typeof node.examples === 'object') {
    const first = Object.values(node.examples as Node)[0];
    if (first !== undefined) {
      const example = deref(first, root);
      if ('value' in example) return { value: example.value };
    }
  }
  return undefined;
}

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2026-12-03T09:00:00Z',
  date: '2026-12-03',
  time: '09:00:00',
  email: 'amara.okafor@harborcity.example',
  uri: 'https://connect.example/',
  url: 'https://connect.example/',
  'uri-reference': 'https://connect.example/',
  hostname: 'connect.example',
  binary: '',
  byte: '',
};

/** A minimally valid value for the schema: its example, else required fields only, smallest sizes. */
export function buildValue(schemaNode: unknown, root: Node, name = ''): unknown {
  const schema = deref(schemaNode, root);
  // the shared Guid schema's example is a member id; a field named for a community or event gets that id
  if (schema.format === 'uuid' && namedNetworkId(name)) return namedNetworkId(name);
  const example = firstExample(schema, root);
  if (example) return example.value;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => buildValue(part, root, name) as object));
  }
  const alternative = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternative?.[0]) return buildValue(alternative[0], root, name);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Node;
      const out: Record<string, unknown> = {};
      for (const key of (schema.required ?? []) as string[]) out[key] = buildValue(properties[key] ?? {}, root, key);
      return out;
    }
    case 'array':
      return Array.from({ length: (schema.minItems as number | undefined) ?? 0 }, () => buildValue(schema.items ?? {}, root, name));
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (schema.format === 'uuid') return networkIdFor(name);
      const formatted = STRING_FORMATS[schema.format as string];
      if (formatted !== undefined) return formatted;
      return 'x'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
    }
    default:
      return {};
  }
}

/**
 * The value to send for a path, query or header parameter. `context` names what a bare `{id}`
 * stands for: the path before it (`getCommunity/{id}`, `communities/{id}/prospects`).
 */
export function parameterValue(parameter: Node, root: Node, context = ''): string {
  const schema = deref(parameter.schema ?? {}, root);
  const example = firstExample(parameter, root);
  const name = parameter.name as string;
  const value =
    example !== undefined
      ? example.value
      : schema.format === 'uuid'
        ? (namedNetworkId(name) ?? namedNetworkId(lastSegment(context)) ?? SERVICE_IDS[context.split('/')[1] ?? ''] ?? MEMBER_ID)
        : Array.isArray(schema.enum)
          ? schema.enum[0]
          : (firstExample(schema, root)?.value ?? buildValue(schema, root, name));
  return String(value === '' ? 'x' : value);
}

// `communitiesByRegion/{id}` names what the id is; `member-profile/get-groups/{id}` (a person's groups) does not.
const lastSegment = (path: string) => {
  const segment = path.split('/').filter((s) => s && !s.startsWith('{')).at(-1) ?? '';
  return /^(get|can|is)-/.test(segment) ? '' : segment;
};

/** A request for one operation, ready for fetch. */
export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  /** What the body was built from, for failure messages. */
  bodyKind: 'none' | 'example' | 'schema' | 'form';
}

/** Builds a valid request for the operation at `path` / `method` of the merged document. */
export function buildRequest(root: Node, path: string, method: string, origin: string, headers: Record<string, string>): BuiltRequest {
  const pathItem = (root.paths as Record<string, Node>)[path]!;
  const operation = pathItem[method] as Node;
  const parameters = [...((pathItem.parameters ?? []) as unknown[]), ...((operation.parameters ?? []) as unknown[])].map((p) => deref(p, root));
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in === 'path') {
      const placeholder = `{${parameter.name as string}}`;
      const context = path.slice(0, path.indexOf(placeholder));
      url = url.replace(placeholder, encodeURIComponent(parameterValue(parameter, root, context)));
    }
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name as string, parameterValue(parameter, root));
    else if (parameter.in === 'header' && parameter.required) headers = { ...headers, [parameter.name as string]: parameterValue(parameter, root) };
  }
  const search = query.toString();
  const init: BuiltRequest['init'] = { method: method.toUpperCase(), headers: { ...headers } };
  let bodyKind: BuiltRequest['bodyKind'] = 'none';
  const content = (operation.requestBody ? deref(operation.requestBody, root).content : undefined) as Record<string, Node> | undefined;
  if (content?.['application/json']) {
    const media = content['application/json'];
    const example = firstExample(media, root);
    bodyKind = example ? 'example' : 'schema';
    init.body = JSON.stringify(example ? example.value : buildValue(media.schema ?? {}, root));
    init.headers['Content-Type'] = 'application/json';
  } else if (content?.['multipart/form-data']) {
    bodyKind = 'form';
    init.body = buildForm(content['multipart/form-data'], root);
  } else if (content) {
    throw new Error(`no request builder for ${Object.keys(content).join(', ')}`);
  }
  return { url: `${origin}${url}${search ? `?${search}` : ''}`, init, bodyKind };
}

/** Multipart form: a small file as file0 and minimal values for the other required fields. */
function buildForm(media: Node, root: Node): FormData {
  const schema = deref(media.schema ?? {}, root);
  const properties = (schema.properties ?? {}) as Node;
  const encoding = (media.encoding ?? {}) as Record<string, Node>;
  const form = new FormData();
  form.append('file0', new Blob(['%PDF-1.4 bylaws'], { type: 'application/pdf' }), 'Chapter bylaws.pdf');
  for (const key of (schema.required ?? []) as string[]) {
    if (key === 'file0') continue;
    const property = deref(properties[key] ?? {}, root);
    if (property.format === 'binary') {
      form.append(key, new Blob(['x'], { type: 'application/octet-stream' }), `${key}.bin`);
      continue;
    }
    const value = buildValue(property, root, key);
    const isJson = encoding[key]?.contentType === 'application/json' || (typeof value === 'object' && value !== null);
    form.append(key, isJson ? JSON.stringify(value) : String(value));
  }
  return form;
}
