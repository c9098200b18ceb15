import fetch from 'isomorphic-unfetch';
import { navigate } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { api, request } from '../../../services/api-request';

jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const fetchMock = jest.mocked(fetch);

function respond(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, statusText, text: async () => text } as never);
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url: String(url), init: init as RequestInit & { headers: Record<string, string> } };
}

function clearTokenCookie() {
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

beforeEach(() => {
  jest.clearAllMocks();
  clearTokenCookie();
  delete process.env.NEXT_PUBLIC_API_ENDPOINT;
});

describe('address rule', () => {
  it('prepends the API base (/api in the browser) to relative addresses', async () => {
    respond(200, { status: 0, data: {} });
    await request('/users/me');
    expect(lastCall().url).toBe('/api/users/me');
  });

  it('uses NEXT_PUBLIC_API_ENDPOINT when set', async () => {
    process.env.NEXT_PUBLIC_API_ENDPOINT = 'https://api.example.com/v1/';
    respond(200, { status: 0, data: {} });
    await request('settings/public', { query: { group: 'general', empty: '' } });
    expect(lastCall().url).toBe('https://api.example.com/v1/settings/public?group=general');
  });

  it.each(['http://cdn.example.com/a.json', 'https://cdn.example.com/a.json', 'HTTPS://cdn.example.com/a.json'])(
    'uses an address starting with http or https as is: %s',
    async (address) => {
      respond(200, { status: 0, data: {} });
      await request(address);
      expect(lastCall().url).toBe(address);
    },
  );
});

describe('headers and body', () => {
  it('sends JSON with Authorization: Bearer <token cookie>', async () => {
    document.cookie = 'token=cookie-token; path=/';
    respond(200, { status: 0, data: { ok: true } });
    await api.post('/auth/logout', { a: 1 });
    const { init } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ a: 1 }));
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers.Authorization).toBe('Bearer cookie-token');
  });

  it('lets an explicit Authorization header win over the cookie', async () => {
    document.cookie = 'token=cookie-token; path=/';
    respond(200, { status: 0, data: {} });
    await request('/users/me', { headers: { authorization: 'Bearer explicit' } });
    const { headers } = lastCall().init;
    expect(headers.authorization).toBe('Bearer explicit');
    expect(headers.Authorization).toBeUndefined();
  });

  it('uses an explicit token over the cookie', async () => {
    document.cookie = 'token=cookie-token; path=/';
    respond(200, { status: 0, data: {} });
    await request('/users/me', { token: 'given' });
    expect(lastCall().init.headers.Authorization).toBe('Bearer given');
  });

  it('sends no Authorization without a token, and no body on GET', async () => {
    respond(200, { status: 0, data: {} });
    await request('/settings/public');
    const { init } = lastCall();
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.body).toBeUndefined();
    expect(init.method).toBe('GET');
  });
});

describe('answers', () => {
  it('resolves with the parsed envelope', async () => {
    respond(200, { status: 0, data: { siteName: 'X' } });
    await expect(request('/settings/public')).resolves.toEqual({ status: 0, data: { siteName: 'X' } });
  });

  it("401 redirects to /login with 'Forbidden in the action!' and rejects", async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' };
    respond(401, body, 'Unauthorized');
    await expect(request('/orders/users/search')).rejects.toEqual(body);
    expect(notify.error).toHaveBeenCalledWith('Forbidden in the action!');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('401 on a call that expects it (credentials) only rejects', async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Wrong password' };
    respond(401, body, 'Unauthorized');
    await expect(request('/auth/login', { method: 'POST', body: {}, redirectOnUnauthorized: false })).rejects.toEqual(body);
    expect(navigate).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('throws the parsed error body of other error statuses to the caller', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Email already registered', code: 'EMAIL_TAKEN' };
    respond(409, body, 'Conflict');
    await expect(api.post('/auth/users/register', {})).rejects.toEqual(body);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shapes a non-JSON error answer like an error body', async () => {
    respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(request('/x')).rejects.toEqual({ statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' });
  });

  it('rejects with a status 0 error body when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/x')).rejects.toMatchObject({ statusCode: 0, error: 'NetworkError' });
  });
});
