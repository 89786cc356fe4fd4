// Loads the contracts in openapi/ and merges them into one document, so that one Prism
// process can serve every service prefix behind the gateway.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Folder of the contracts. */
export const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '../../openapi');

type Json = unknown;
type Doc = Record<string, Json> & { paths?: Record<string, Json>; components?: Record<string, Record<string, Json>> };

const SHARED = './shared/components.yaml';
const SHARED_PREFIX = 'shared_';

/** The service names: one per top-level `*.yaml` in openapi/. */
export function listServices(dir = contractsDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -5))
    .sort();
}

/** Parses one contract. */
export function loadContract(service: string, dir = contractsDir): Doc {
  return parse(readFileSync(join(dir, `${service}.yaml`), 'utf8')) as Doc;
}

function rewriteRefs(node: Json, rewrite: (ref: string) => string): Json {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rewrite));
  if (node && typeof node === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === '$ref' && typeof value === 'string' ? rewrite(value) : rewriteRefs(value, rewrite);
    }
    return out;
  }
  return node;
}

const localRef = (ref: string, prefix: string) => {
  const match = /^#\/components\/([^/]+)\/(.+)$/.exec(ref);
  if (!match) throw new Error(`unsupported local $ref ${ref}`);
  return match[1] === 'securitySchemes' ? ref : `#/components/${match[1]}/${prefix}${match[2]}`;
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * A document's own top-level `security` (e.g. authn.yaml: subscription key only) would be lost in the
 * merged document, whose top-level security is the default; so it moves onto each operation that
 * has none of its own.
 */
function withDocumentSecurity(item: Json, security: Json): Json {
  if (security === undefined || !item || typeof item !== 'object') return item;
  const out = { ...(item as Record<string, Json>) };
  for (const method of HTTP_METHODS) {
    const operation = out[method] as Record<string, Json> | undefined;
    if (operation && typeof operation === 'object' && !('security' in operation)) out[method] = { ...operation, security };
  }
  return out;
}

/** Merges every contract into one OpenAPI document (component names prefixed by service). */
export function mergeContracts(dir = contractsDir): Doc {
  const shared = parse(readFileSync(join(dir, 'shared/components.yaml'), 'utf8')) as Doc;
  const components: Record<string, Record<string, Json>> = {};
  const add = (section: string, name: string, value: Json) => {
    components[section] ??= {};
    components[section][name] = value;
  };
  for (const [section, entries] of Object.entries(shared.components ?? {})) {
    for (const [name, value] of Object.entries(entries)) {
      if (section === 'securitySchemes') add(section, name, value);
      else add(section, SHARED_PREFIX + name, rewriteRefs(value, (ref) => localRef(ref, SHARED_PREFIX)));
    }
  }
  const paths: Record<string, Json> = {};
  const tags = new Map<string, Json>();
  for (const service of listServices(dir)) {
    const doc = loadContract(service, dir);
    const prefix = `${service}_`;
    const rewrite = (ref: string) => {
      if (ref.startsWith('#/')) return localRef(ref, prefix);
      if (ref.startsWith(`${SHARED}#/`)) return localRef(ref.slice(SHARED.length), SHARED_PREFIX);
      throw new Error(`${service}.yaml: unsupported $ref ${ref}`);
    };
    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      if (section === 'securitySchemes') continue;
      for (const [name, value] of Object.entries(entries)) add(section, prefix + name, rewriteRefs(value, rewrite));
    }
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (path in paths) throw new Error(`${service}.yaml: path ${path} is already served by another contract`);
      paths[path] = withDocumentSecurity(rewriteRefs(item, rewrite), doc.security);
    }
    for (const tag of (doc.tags as { name: string }[] | undefined) ?? []) if (!tags.has(tag.name)) tags.set(tag.name, tag);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'All services behind the gateway', version: '1.0.0' },
    servers: [{ url: 'http://127.0.0.1:4010' }],
    security: [{ bearerAuth: [], subscriptionKey: [] }],
    tags: [...tags.values()],
    paths,
    components,
  };
}
