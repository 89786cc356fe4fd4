// Loads the contracts, their inventories and the spec texts (tests and the reference builder).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Folder of the contracts (openapi/). */
export const openapiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Folder of the spec documents (000_*.txt, 001_*.txt, 002_*.txt); `YPO_SPEC_DIR` overrides it. */
export const specDir = process.env.YPO_SPEC_DIR ?? join(openapiDir, '../../shared/spec');

/** HTTP methods an OpenAPI path item may hold. */
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** Any JSON-like node of a parsed document. */
export type Node = Record<string, unknown>;

/** One parsed service document. */
export interface ServiceDocument {
  service: string;
  doc: Node;
}

/** One operation of one service document. */
export interface Operation {
  service: string;
  method: (typeof METHODS)[number];
  path: string;
  operation: Node;
  pathItem: Node;
  /** `GET /path`, as inventory entries are matched. */
  key: string;
}

/** One call of the spec, as listed in openapi/inventory/<service>.yaml. */
export interface InventoryEntry {
  service: string;
  spec: string;
  section: string;
  text: string;
  method: string;
  path: string;
}

/** One operation no spec call stands behind (openapi/inventory/extras.yaml). */
export interface ExtraEntry {
  method: string;
  path: string;
  reason: string;
}

const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8'));

/** The service names: one per top-level `*.yaml` in openapi/. */
export function listServices(): string[] {
  return readdirSync(openapiDir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length))
    .sort();
}

/** Every service document, parsed. */
export function loadDocuments(): ServiceDocument[] {
  return listServices().map((service) => ({ service, doc: readYaml(join(openapiDir, `${service}.yaml`)) as Node }));
}

/** The shared components document. */
export function loadShared(): Node {
  return readYaml(join(openapiDir, 'shared/components.yaml')) as Node;
}

/** Every operation of every document, in document order. */
export function listOperations(documents = loadDocuments()): Operation[] {
  const operations: Operation[] = [];
  for (const { service, doc } of documents) {
    for (const [path, pathItem] of Object.entries((doc.paths ?? {}) as Record<string, Node>)) {
      for (const method of METHODS) {
        const operation = pathItem[method] as Node | undefined;
        if (operation) operations.push({ service, method, path, operation, pathItem, key: `${method.toUpperCase()} ${path}` });
      }
    }
  }
  return operations;
}

/** Every inventory entry of every service. */
export function loadInventory(): InventoryEntry[] {
  return listServices().flatMap((service) =>
    ((readYaml(join(openapiDir, 'inventory', `${service}.yaml`)) ?? []) as Omit<InventoryEntry, 'service'>[]).map((entry) => ({
      ...entry,
      service,
      spec: String(entry.spec),
    })),
  );
}

/** The operations listed in extras.yaml. */
export function loadExtras(): ExtraEntry[] {
  return (readYaml(join(openapiDir, 'inventory/extras.yaml')) ?? []) as ExtraEntry[];
}

/** Collapses every run of whitespace to one space. */
export const normaliseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The spec document with the number prefix (`000`), whitespace normalised. */
export function loadSpecText(number: string): string {
  const files = readdirSync(specDir).filter((file) => file.startsWith(`${number}_`) && file.endsWith('.txt'));
  if (files.length !== 1) throw new Error(`expected one spec file ${number}_*.txt in ${specDir}, found ${files.length}`);
  return normaliseWhitespace(readFileSync(join(specDir, files[0]!), 'utf8'));
}

const SHARED_FILE = './shared/components.yaml';

/**
 * Follows `$ref`s (local `#/...` or `./shared/components.yaml#/...`) until a node without one;
 * returns it with the document its own local refs point into.
 */
export function resolve(node: unknown, doc: Node, shared: Node): { node: Node; doc: Node } {
  let current = node as Node;
  let context = doc;
  for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error('$ref cycle');
    const ref = current.$ref as string;
    let pointer: string;
    if (ref.startsWith('#/')) pointer = ref.slice(2);
    else if (ref.startsWith(`${SHARED_FILE}#/`)) {
      context = shared;
      pointer = ref.slice(SHARED_FILE.length + 2);
    } else throw new Error(`unsupported $ref ${ref}`);
    current = pointer.split('/').reduce<unknown>((n, part) => (n as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], context) as Node;
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return { node: current, doc: context };
}
