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
