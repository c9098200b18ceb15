/**
 * @jest-environment node
 */
import fetch from 'isomorphic-unfetch';
import { provideInProcessApi, type InProcessRequest } from '../../../lib/in-process-api';
import { navigate } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { request } from '../../../services/api-request';

jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const fetchMock = jest.mocked(fetch);
const env = { ...process.env };

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) } as never);
}

beforeEach(() => {
  jest.clearAllMocks();
  process.env = { ...env };
  delete process.env.API_ENDPOINT;
  delete process.env.PORT;
});

afterAll(() => {
  process.env = env;
});

describe('api-request during server rendering', () => {
  it('calls the API on this process by default', async () => {
    respond(200, { status: 0, data: {} });
    await request('/settings/public');
    expect(String(fetchMock.mock.calls[0][0])).toBe('http://127.0.0.1:3000/api/settings/public');
  });

  it('follows PORT and API_ENDPOINT', async () => {
    process.env.PORT = '8080';
    respond(200, { status: 0, data: {} });
    await request('/a');
    expect(String(fetchMock.mock.calls[0][0])).toBe('http://127.0.0.1:8080/api/a');

    process.env.API_ENDPOINT = 'http://api.internal:4000/api';
    respond(200, { status: 0, data: {} });
    await request('/b');
    expect(String(fetchMock.mock.calls[1][0])).toBe('http://api.internal:4000/api/b');
  });

  it('forwards the caller headers and the explicit token', async () => {
    respond(200, { status: 0, data: {} });
    await request('/users/me', { token: 'srv', headers: { 'x-forwarded-for': '1.2.3.4', 'cf-ipcountry': 'DE' } });
    const headers = (fetchMock.mock.calls[0][1] as { headers: Record<string, string> }).headers;
    expect(headers).toMatchObject({ Authorization: 'Bearer srv', 'x-forwarded-for': '1.2.3.4', 'cf-ipcountry': 'DE' });
  });

  it('only rejects on 401 (no browser redirect on the server)', async () => {
    respond(401, { statusCode: 401, error: 'Unauthorized', message: 'no' });
    await expect(request('/users/me')).rejects.toMatchObject({ statusCode: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe("api-request in the API's own process", () => {
  afterEach(() => provideInProcessApi(null));

  it('calls the API in process, with the same address, headers and body, and no HTTP', async () => {
    const seen: InProcessRequest[] = [];
    provideInProcessApi(async (req) => {
      seen.push(req);
      return { status: 200, statusText: 'OK', body: JSON.stringify({ status: 0, data: { ok: true } }) };
    });
    const answer = await request('/comments', { method: 'POST', body: { content: 'hi' }, token: 'srv', headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(answer).toEqual({ status: 0, data: { ok: true } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://127.0.0.1:3000/api/comments', body: JSON.stringify({ content: 'hi' }) });
    expect(seen[0].headers).toMatchObject({ Authorization: 'Bearer srv', 'x-forwarded-for': '1.2.3.4', 'Content-Type': 'application/json' });
  });

  it("rejects with the API's error body, as over HTTP", async () => {
    provideInProcessApi(async () => ({
      status: 404,
      statusText: 'Not Found',
      body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Video not found' }),
    }));
    await expect(request('/user/assets/videos/x')).rejects.toEqual({ statusCode: 404, error: 'Not Found', message: 'Video not found' });
  });
});
