// Type-level: whether the API document (types generated into .openapi/schema.d.ts by openapi-typescript) has the
// operation a service names as 'METHOD /path' (services/endpoint.ts: relative to /api, `:name` a parameter).
import type { paths } from '../../.openapi/schema';
import type { Endpoint } from '../../services/endpoint';

type DocumentPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${DocumentPath<Rest>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : P;

type PathOf<E extends Endpoint> = E extends `${string} ${infer P}` ? `/api${DocumentPath<P>}` : never;
type MethodOf<E extends Endpoint> = E extends `${infer M} ${string}` ? Lowercase<M> : never;

/** The document's operation for an endpoint; `never` when it has none. */
export type Operation<E extends Endpoint> =
  PathOf<E> extends keyof paths ? (MethodOf<E> extends keyof paths[PathOf<E>] ? Exclude<paths[PathOf<E>][MethodOf<E>], undefined> : never) : never;

/** `true` when the document has the endpoint's operation; a check `const x: Documented<E> = true` fails otherwise. */
export type Documented<E extends Endpoint> = [Operation<E>] extends [never] ? false : true;

type Success<E extends Endpoint> = Operation<E> extends { responses: infer R } ? R[Extract<keyof R, 200 | 201>] : never;
type JsonAnswer<E extends Endpoint> = Success<E> extends { content: { 'application/json': infer Body } } ? Body : never;
type AnswerData<E extends Endpoint> = JsonAnswer<E> extends { data: infer Data } ? Data : never;

/**
 * `true` when the data of the document's success answer (200, or 201) (the envelope's `data`; for a list, one item of it) fits `T`, the
 * type the service reads it as.
 */
export type Answers<E extends Endpoint, Kind extends 'one' | 'list', T> = [AnswerData<E>] extends [never]
  ? false
  : Kind extends 'list'
    ? AnswerData<E> extends { data: Array<infer Item> }
      ? [Item] extends [T]
        ? true
        : false
      : false
    : [AnswerData<E>] extends [T]
      ? true
      : false;
