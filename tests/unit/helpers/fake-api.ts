/** One call the web app made to the API, as the fake saw it (the path without the /api prefix). */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** The API's success envelope around `data`. */
export const ok = (data: unknown): FakeAnswer => ({ body: { status: 0, data } });
/** The API's error body. */
export const refuse = (status: number, error: string, message: string): FakeAnswer => ({ status, body: { statusCode: status, error, message } });

/**
 * Answers the app's fetch calls (a test routes services/api-request's fetch to the global one with
 * `jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args) => globalThis.fetch(...args) }))`) from `route` (a 404 for any call it does not answer), recording them: the
 * services, request helpers and sagas all run for real, only the network is replaced.
 */
export function fakeApi(route: (call: ApiCall) => FakeAnswer | undefined) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const address = new URL(url, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: address.pathname.replace(/^\/api(?=\/)/, ''),
      query: Object.fromEntries(address.searchParams),
      body: init.body ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = route(call) ?? refuse(404, 'Not Found', `No fake answer for ${call.method} ${call.path}`);
    const status = answer.status ?? 200;
    return { status, statusText: '', ok: status >= 200 && status < 300, text: async () => JSON.stringify(answer.body) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
