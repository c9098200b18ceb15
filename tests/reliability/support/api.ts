// The API as the checks read it: plain fetch, outside the tally, every answer unwrapped from `{status: 0, data}`.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ListPage<T> {
  data: T[];
  total: number;
}

export class Api {
  constructor(readonly base: string) {}

  async get<T>(path: string, token?: string | null): Promise<T> {
    return this.call<T>('GET', path, undefined, token);
  }

  async post<T>(path: string, body: unknown, token?: string | null): Promise<T> {
    return this.call<T>('POST', path, body, token);
  }

  async put<T>(path: string, body: unknown, token?: string | null): Promise<T> {
    return this.call<T>('PUT', path, body, token);
  }

  /** Every item of a list, page by page (the API's largest page is 200). */
  async all<T>(path: string, token?: string | null): Promise<T[]> {
    const items: T[] = [];
    const join = path.includes('?') ? '&' : '?';
    for (let offset = 0; ; offset += 200) {
      const page = await this.get<ListPage<T>>(`${path}${join}limit=200&offset=${offset}`, token);
      items.push(...page.data);
      if (page.data.length < 200 || items.length >= page.total) return items;
    }
  }

  /** The HTTP status of a GET (no throw). */
  async status(path: string, token?: string | null): Promise<number> {
    const res = await fetch(`${this.base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.status;
  }

  private async call<T>(method: string, path: string, body: unknown, token?: string | null): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (!res.ok) throw new ApiError(res.status, `${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    const parsed = JSON.parse(text) as { status?: number; data?: T };
    if (parsed.status !== 0) throw new ApiError(res.status, `${method} ${path}: not the {status: 0, data} envelope: ${text.slice(0, 200)}`);
    return parsed.data as T;
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
