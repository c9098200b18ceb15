import fc from 'fast-check';
import { NON_FINITE, invalidValue, validValue, type IdPool, type JsonSchema } from './schema-arbitraries';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

/** One operation of the API document, as the fuzzer drives it. */
export interface Operation {
  method: string;
  /** The document's path, e.g. /api/comments/{id}. */
  path: string;
  /** JSON pointer of the operation inside the document (for its response schemas). */
  pointer: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody: JsonSchema | null;
  uploadField: string | null;
  secured: boolean;
  documentedStatuses: string[];
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;

const escapePointer = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, op]) => {
        const parameters = op.parameters ?? [];
        const multipart = op.requestBody?.content['multipart/form-data']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          pointer: `#/paths/${escapePointer(path)}/${method}`,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          jsonBody: op.requestBody?.content['application/json']?.schema ?? null,
          uploadField: multipart ? (Object.keys(multipart.properties ?? {})[0] ?? null) : null,
          secured: Boolean(op.security?.length),
          documentedStatuses: Object.keys(op.responses),
        };
      }),
  );
}

/** What one generated request carries; `mutation` names what was made wrong (or "valid"). */
export interface FuzzRequest {
  mutation: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: { json: unknown } | { raw: string; contentType: string } | { upload: UploadShape };
}

export type UploadShape = 'picture' | 'text-as-picture' | 'wrong-field' | 'two-files' | 'empty';

/** Values for parameters: path parameters and required ones always, optional ones sometimes. */
const withParams = (params: Parameter[], pool: IdPool) => {
  const model = Object.fromEntries(params.map((p) => [p.name, validValue(p.schema, pool)]));
  const required = params.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
};

function validBody(op: Operation, pool: IdPool): fc.Arbitrary<FuzzRequest['body']> {
  if (op.uploadField) return fc.constant({ upload: 'picture' as const });
  if (op.jsonBody) return validValue(op.jsonBody, pool).map((json) => ({ json }));
  return fc.constant(undefined);
}

/** Requests the document says are well formed. */
export function validRequests(op: Operation, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    mutation: fc.constant('valid'),
    path: withParams(op.pathParams, pool),
    query: withParams(op.queryParams, pool),
    body: validBody(op, pool),
  });
}

const BAD_JSON_TEXT = ['{', '{"a":', '[1,', '"\u0000"', 'nul', '{"__proto__":{"polluted":true}}', '1e309', `{"x":"${'y'.repeat(2_000_000)}"}`];

/** Requests with one thing wrong: a parameter, a field, the body's shape or its encoding. */
export function invalidRequests(op: Operation, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const base = validRequests(op, pool);
  const one = <T>(items: T[]) => fc.constantFrom(...items);
  const mutations: Array<fc.Arbitrary<FuzzRequest>> = [];
  const set = (record: Record<string, unknown>, name: string, value: unknown) => ({ ...record, [name]: value });

  if (op.pathParams.length) {
    mutations.push(
      fc.tuple(base, one(op.pathParams), invalidValue({}, pool)).map(([r, p, v]) => ({ ...r, mutation: `path ${p.name}`, path: set(r.path, p.name, v) })),
    );
  }
  if (op.queryParams.length) {
    mutations.push(
      fc
        .tuple(base, one(op.queryParams), fc.oneof(invalidValue({}, pool), fc.array(invalidValue({}, pool), { minLength: 2, maxLength: 3 })))
        .map(([r, p, v]) => ({
          ...r,
          mutation: `query ${p.name}`,
          query: set(r.query, p.name, v),
        })),
    );
  }
  mutations.push(fc.tuple(base, invalidValue({}, pool)).map(([r, v]) => ({ ...r, mutation: 'query extra', query: set(r.query, 'unexpected', v) })));

  if (op.jsonBody) {
    const properties = Object.entries(op.jsonBody.properties ?? {});
    if (properties.length) {
      mutations.push(
        fc.tuple(base, one(properties), invalidValue({}, pool)).map(([r, [name, schema], v]) => ({
          ...r,
          mutation: `body ${name} (${schema.type ?? 'any'})`,
          body: { json: set(((r.body as { json: Record<string, unknown> }).json ?? {}) as Record<string, unknown>, name, v) },
        })),
      );
    }
    const required = op.jsonBody.required ?? [];
    if (required.length) {
      mutations.push(
        fc.tuple(base, one(required)).map(([r, name]) => {
          const json = { ...((r.body as { json: Record<string, unknown> }).json ?? {}) };
          delete json[name];
          return { ...r, mutation: `body without ${name}`, body: { json } };
        }),
      );
    }
    mutations.push(
      fc
        .tuple(base, invalidValue({}, pool))
        .map(([r, v]) => ({ ...r, mutation: 'body extra field', body: { json: { ...((r.body as { json: object }).json ?? {}), unexpected: v } } })),
    );
    mutations.push(fc.tuple(base, invalidValue({}, pool)).map(([r, v]) => ({ ...r, mutation: 'body shape', body: { json: v } })));
    mutations.push(fc.tuple(base, one(BAD_JSON_TEXT)).map(([r, raw]) => ({ ...r, mutation: 'body not JSON', body: { raw, contentType: 'application/json' } })));
    mutations.push(
      base.map((r) => ({
        ...r,
        mutation: 'body as text/plain',
        body: { raw: JSON.stringify((r.body as { json: unknown }).json ?? {}), contentType: 'text/plain' },
      })),
    );
  }
  if (op.uploadField) {
    mutations.push(
      fc
        .tuple(base, one<UploadShape>(['text-as-picture', 'wrong-field', 'two-files', 'empty']))
        .map(([r, upload]) => ({ ...r, mutation: `upload ${upload}`, body: { upload } })),
    );
    mutations.push(base.map((r) => ({ ...r, mutation: 'upload as JSON', body: { json: { [op.uploadField!]: 'x' } } })));
  }
  return fc.oneof(...mutations);
}

/** A parameter as text: arrays repeat the key, objects go as JSON, the non-finite sentinel as 1e309. */
const asText = (value: unknown): string =>
  value === NON_FINITE ? '1e309' : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as its WTF-8 bytes: bad UTF-8 on the wire. */
function encodeAny(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

export function urlOf(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = asText(request.path[name]);
    return name === '*' ? value.split('/').map(encodeAny).join('/') : encodeAny(value);
  });
  const query: string[] = [];
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.push(`${encodeAny(name)}=${encodeAny(asText(item))}`);
  }
  const text = query.join('&');
  return text ? `${path}?${text}` : path;
}

/** The JSON text of a body, with the sentinel written as a number JSON.stringify cannot write. */
export const jsonText = (json: unknown) => JSON.stringify(json === undefined ? null : json).replaceAll(`"${NON_FINITE}"`, '1e309');
