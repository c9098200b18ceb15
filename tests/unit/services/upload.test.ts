import { navigate } from '../../../lib/navigation';
import { upload } from '../../../services/upload';

jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  jest.clearAllMocks();
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  document.cookie = 'token=up-token; path=/';
});

describe('upload helper', () => {
  it('posts named files plus extra fields with the token and reports progress', async () => {
    const progress: number[] = [];
    const file = new Blob(['hello'], { type: 'text/plain' });
    const pending = upload('/users/avatar/upload', [{ fieldname: 'avatar', file, filename: 'a.txt' }], {
      fields: { title: 'Me', featured: true },
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/users/avatar/upload');
    expect(xhr.headers.Authorization).toBe('Bearer up-token');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body?.get('avatar')).toBeInstanceOf(Blob);
    expect(xhr.body?.get('title')).toBe('Me');
    expect(xhr.body?.get('featured')).toBe('true');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.finish(200, { status: 0, data: { url: '/files/a.png' } });

    await expect(pending).resolves.toEqual({ status: 0, data: { url: '/files/a.png' } });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with the error body, redirecting on 401', async () => {
    const pending = upload('/users/avatar/upload', []);
    FakeXhr.last.finish(401, { statusCode: 401, error: 'Unauthorized', message: 'no' });
    await expect(pending).rejects.toMatchObject({ statusCode: 401, message: 'no' });
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
