/**
 * The contract between server rendering and the API when both run in one process: the API hands
 * itself over (server/http/in-process.ts) and api-request.ts calls it instead of making an HTTP
 * round trip to its own port. Same routes, schemas, guards and caches: only the transport differs.
 */
export interface InProcessRequest {
  method: string;
  /** Absolute API address or a path under the API base (as api-request builds it). */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface InProcessResponse {
  status: number;
  statusText: string;
  body: string;
}

export type InProcessApi = (request: InProcessRequest) => Promise<InProcessResponse>;

const KEY = Symbol.for('limelight.in-process-api');
type Holder = { [KEY]?: InProcessApi };

/** The API of this process, during server rendering only; null in the browser or when the API runs elsewhere. */
export function inProcessApi(): InProcessApi | null {
  if ((globalThis as { window?: unknown }).window !== undefined) return null;
  return (globalThis as Holder)[KEY] ?? null;
}

export function provideInProcessApi(api: InProcessApi | null): void {
  if (api) (globalThis as Holder)[KEY] = api;
  else delete (globalThis as Holder)[KEY];
}
