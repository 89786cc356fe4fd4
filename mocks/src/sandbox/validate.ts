// Contract validation with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1): requests before a
// domain sees them, responses before they leave. The schemas are the merged contracts' components.
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { resolveRef } from './router.ts';
import type { OpenApiDocument, Operation } from './router.ts';

/** Validation errors by field name ('body' for the body as a whole). */
export type FieldErrors = Record<string, string[]>;

/** A request as the validator sees it. */
export interface RequestParts {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  contentType: string | undefined;
  /** Parsed body: JSON value, or a record of multipart fields (files as { name, type, size }); undefined when empty. */
  body: unknown;
}

/** A file part of a multipart body. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  /** The part's bytes (the uploads domain keeps post images; other domains read only the name, type and size). */
  data?: Uint8Array;
}

const SCHEMA_ID = 'contracts';

function newAjv(coerce: boolean, formats: 'full' | 'fast' = 'full') {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false, validateFormats: true });
  addFormats(ajv, { mode: formats });
  return ajv;
}

/** The JSON media type of a content map: application/json or any +json type. */
export function jsonMediaType(content: Record<string, unknown> | undefined): string | undefined {
  if (!content) return undefined;
  return Object.keys(content).find((type) => type === 'application/json' || /\+json$/.test(type) || type === '*/*');
}

function field(error: ErrorObject, root: string): string {
  const parts = error.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') parts.push(String((error.params as { missingProperty: string }).missingProperty));
  return parts.length === 0 ? root : parts.join('.');
}

function message(error: ErrorObject): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'enum') return `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? 'is invalid';
}

/** ajv errors grouped by field; `root` names the value as a whole (e.g. 'body'). */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined, root: string, into: FieldErrors = {}): FieldErrors {
  for (const error of errors ?? []) {
    // Branch-by-branch noise of anyOf/oneOf: keep the summary line only.
    if (error.keyword === 'if') continue;
    const name = field(error, root);
    const list = (into[name] ??= []);
    const text = message(error);
    if (!list.includes(text)) list.push(text);
  }
  return into;
}

/** Validators of every operation, compiled on first use and kept. */
export class ContractValidator {
  private readonly doc: OpenApiDocument;
  private readonly strictAjv = newAjv(false);
  private readonly coercingAjv = newAjv(true);
  /** Answers are checked with ajv-formats' fast format checks (every answer goes through it). */
  private readonly responseAjv = newAjv(false, 'fast');
  private readonly cache = new Map<string, ValidateFunction | null>();

  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    const components = { $id: SCHEMA_ID, components: doc.components ?? {} };
    this.strictAjv.addSchema(components);
    this.coercingAjv.addSchema(structuredClone(components));
    this.responseAjv.addSchema(structuredClone(components));
  }

  /** Rewrites local refs of a schema taken from the document so that they point into the registered components. */
  private anchor(schema: unknown): unknown {
    return JSON.parse(JSON.stringify(schema ?? {}), (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SCHEMA_ID}${value}` : value,
    );
  }

  private compile(key: string, build: () => { schema: unknown; coerce?: boolean; response?: boolean } | null): ValidateFunction | null {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const plan = build();
    const ajv = plan?.response ? this.responseAjv : plan?.coerce ? this.coercingAjv : this.strictAjv;
    const validate = plan ? ajv.compile(this.anchor(plan.schema) as object) : null;
    this.cache.set(key, validate);
    return validate;
  }

  /** Validates path, query and header parameters (types coerced from strings). */
  validateParameters(operation: Operation, parts: Pick<RequestParts, 'params' | 'query' | 'headers'>): FieldErrors {
    const errors: FieldErrors = {};
    for (const location of ['path', 'query', 'header'] as const) {
      const declared = operation.parameters.filter((p) => p.in === location);
      if (declared.length === 0) continue;
      const validate = this.compile(`${operation.operationId}:${location}`, () => ({
        coerce: true,
        schema: {
          type: 'object',
          properties: Object.fromEntries(declared.map((p) => [location === 'header' ? p.name.toLowerCase() : p.name, p.schema ?? {}])),
          required: declared.filter((p) => p.required || location === 'path').map((p) => (location === 'header' ? p.name.toLowerCase() : p.name)),
        },
      }));
      if (!validate) continue;
      const values: Record<string, unknown> = {};
      for (const p of declared) {
        if (location === 'path') {
          if (p.name in parts.params) values[p.name] = parts.params[p.name];
        } else if (location === 'query') {
          const all = parts.query.getAll(p.name);
          if (all.length > 0) values[p.name] = isArraySchema(this.doc, p.schema) ? all : all[all.length - 1];
        } else {
          const value = parts.headers[p.name.toLowerCase()];
          if (value !== undefined) values[p.name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
        }
      }
      if (!validate(values)) toFieldErrors(validate.errors, location, errors);
    }
    return errors;
  }

  /**
   * Validates the body against the operation's request body. Returns the errors and the body as the
   * domain should get it (multipart text fields coerced to the schema's types).
   */
  validateBody(operation: Operation, parts: Pick<RequestParts, 'contentType' | 'body'>): { errors: FieldErrors; body: unknown } {
    const requestBody = operation.raw.requestBody
      ? resolveRef<{ required?: boolean; content?: Record<string, { schema?: unknown; encoding?: Record<string, { contentType?: string }> }> }>(
          this.doc,
          operation.raw.requestBody,
        )
      : undefined;
    if (!requestBody) return { errors: {}, body: parts.body };
    if (parts.body === undefined) {
      return requestBody.required ? { errors: { body: ['is required'] }, body: undefined } : { errors: {}, body: undefined };
    }
    const content = requestBody.content ?? {};
    const type = (parts.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const isMultipart = type === 'multipart/form-data';
    const mediaType = isMultipart ? (content['multipart/form-data'] ? 'multipart/form-data' : undefined) : jsonMediaType(content);
    if (!mediaType || (!isMultipart && type !== '' && !/json/.test(type))) {
      return { errors: { body: [`content type ${type || '(none)'} is not accepted; use ${Object.keys(content).join(' or ')}`] }, body: undefined };
    }
    const media = content[mediaType] ?? {};
    if (!isMultipart) {
      const validate = this.compile(`${operation.operationId}:body`, () => ({ schema: media.schema ?? {}, coerce: false }));
      return validate && !validate(parts.body) ? { errors: toFieldErrors(validate.errors, 'body'), body: undefined } : { errors: {}, body: parts.body };
    }
    // Multipart: files stand in as their file names for validation (format binary), JSON-encoded parts are parsed.
    const fields = { ...(parts.body as Record<string, unknown>) };
    const files = new Map<string, unknown>();
    const errors: FieldErrors = {};
    const properties = resolveRef<{ properties?: Record<string, unknown> }>(this.doc, media.schema ?? {}).properties ?? {};
    for (const [name, value] of Object.entries(fields)) {
      if (isBinarySchema(this.doc, properties[name]) && !(isUploadedFile(value) || (Array.isArray(value) && value.every(isUploadedFile)))) {
        // A text part where the contract names a file (format binary): the file is missing, not a name.
        errors[name] = ['must be a file'];
      } else if (isUploadedFile(value) || (Array.isArray(value) && value.every(isUploadedFile))) {
        files.set(name, value);
        fields[name] = Array.isArray(value) ? value.map((f: UploadedFile) => f.name) : (value as UploadedFile).name;
      } else if (media.encoding?.[name]?.contentType === 'application/json' && typeof value === 'string') {
        try {
          fields[name] = JSON.parse(value);
        } catch {
          errors[name] = ['must be JSON'];
        }
      }
    }
    if (Object.keys(errors).length > 0) return { errors, body: undefined };
    // JSON-encoded parts are JSON: checked as they are, never coerced (a JSON null is not an empty list).
    const jsonNames = Object.entries(media.encoding ?? {}).filter(([, e]) => e.contentType === 'application/json').map(([n]) => n);
    const jsonParts = Object.fromEntries(jsonNames.filter((n) => n in fields).map((n) => [n, fields[n]]));
    if (Object.keys(jsonParts).length > 0) {
      const validateJson = this.compile(`${operation.operationId}:multipart-json`, () => ({
        schema: { type: 'object', properties: Object.fromEntries(jsonNames.map((n) => [n, properties[n] ?? {}])) },
        coerce: false,
      }));
      if (validateJson && !validateJson(structuredClone(jsonParts))) return { errors: toFieldErrors(validateJson.errors, 'body'), body: undefined };
    }
    const validate = this.compile(`${operation.operationId}:multipart`, () => ({ schema: media.schema ?? {}, coerce: true }));
    if (validate && !validate(fields)) return { errors: toFieldErrors(validate.errors, 'body'), body: undefined };
    for (const [name, value] of files) fields[name] = value;
    return { errors: {}, body: fields };
  }

  /**
   * Checks a domain's answer against the contract: the status must be declared, a JSON body must match
   * the schema, a binary answer must use a declared media type. Returns the violations (empty when fine).
   */
  validateResponse(operation: Operation, status: number, answer: { body?: unknown; binaryType?: string }): string[] {
    const responses = (operation.raw.responses ?? {}) as Record<string, unknown>;
    const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!declared) return [`status ${status} is not declared by ${operation.operationId}`];
    const response = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(this.doc, declared);
    const content = response.content;
    if (answer.binaryType !== undefined) {
      if (!content) return [`${operation.operationId} ${status} declares no content, but a ${answer.binaryType} body was sent`];
      return content[answer.binaryType] || content['*/*'] || content['application/octet-stream']
        ? []
        : [`media type ${answer.binaryType} is not declared for ${operation.operationId} ${status} (${Object.keys(content).join(', ')})`];
    }
    if (!content) return answer.body === undefined ? [] : [`${operation.operationId} ${status} declares no content, but a body was sent`];
    const mediaType = jsonMediaType(content);
    if (!mediaType) return [`${operation.operationId} ${status} declares no JSON content (${Object.keys(content).join(', ')})`];
    const validate = this.compile(`${operation.operationId}:response:${status}`, () => ({ schema: content[mediaType]?.schema ?? {}, response: true }));
    if (!validate || validate(answer.body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})` : ''}`);
  }

  /** Compiles the validators of some operations ahead of traffic (so that first calls are not slow). */
  warm(operations: Iterable<Operation>): void {
    for (const operation of operations) {
      this.validateParameters(operation, { params: {}, query: new URLSearchParams(), headers: {} });
      const responses = (operation.raw.responses ?? {}) as Record<string, unknown>;
      for (const status of Object.keys(responses)) {
        if (/^\d+$/.test(status)) this.validateResponse(operation, Number(status), { body: null });
      }
    }
  }
}

/** Whether a parsed multipart value is a file part (a text part is a string). */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return !!value && typeof value === 'object' && 'name' in value && 'size' in value && 'type' in value;
}

/** Whether a multipart property holds files: `format: binary`, or an array of them. */
function isBinarySchema(doc: OpenApiDocument, schema: unknown): boolean {
  if (schema === undefined) return false;
  const resolved = resolveRef<{ format?: string; items?: unknown }>(doc, schema);
  if (resolved.format === 'binary') return true;
  return isArraySchema(doc, resolved) && resolved.items !== undefined && resolveRef<{ format?: string }>(doc, resolved.items).format === 'binary';
}

function isArraySchema(doc: OpenApiDocument, schema: unknown): boolean {
  const resolved = resolveRef<{ type?: unknown }>(doc, schema ?? {});
  return resolved.type === 'array' || (Array.isArray(resolved.type) && resolved.type.includes('array'));
}
