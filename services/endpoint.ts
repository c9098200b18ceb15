/**
 * An API endpoint as the web app declares it: 'METHOD /path', the path relative to the API base, with
 * `:name` for a path parameter ('GET /user/assets/videos/:id'). Each service declares the endpoints it
 * calls (and exports them as ENDPOINTS, which tests/api/contract.test.ts checks against the server's
 * route table); `to()` turns one into the target of a call.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = `${HttpMethod} /${string}`;

type MethodOf<E extends Endpoint> = E extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<E extends Endpoint> = E extends `${HttpMethod} ${infer P}` ? P : never;

/** The parameter names of a path template: '/a/:id/b/:key' -> 'id' | 'key'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<E extends Endpoint> = [ParamNames<PathOf<E>>] extends [never] ? [] : [Record<ParamNames<PathOf<E>>, string>];

declare const resolved: unique symbol;

/** One call's target: the endpoint's method and its path with the parameters filled in (only `to()` makes one). */
export type Target<M extends HttpMethod = HttpMethod> = { readonly method: M; readonly path: string } & { readonly [resolved]: true };

/** Splits 'METHOD /path' into its method and its path template. */
export function parseEndpoint(endpoint: Endpoint): { method: HttpMethod; path: string } {
  const [method, path] = endpoint.split(' ');
  return { method: method as HttpMethod, path };
}

/** The target of a call to `endpoint`; each parameter (an id, a slug, a username) is encoded as one path segment. */
export function to<E extends Endpoint>(endpoint: E, ...[params]: ParamsOf<E>): Target<MethodOf<E>> {
  const { method, path } = parseEndpoint(endpoint);
  const values: Record<string, string> = params ?? {};
  return { method, path: path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name])) } as Target<MethodOf<E>>;
}
