import { request, type APIRequestContext } from '@playwright/test';

/** Talks to the site's API directly: set-up and tear-down that a journey does not test itself. */
export class SiteApi {
  private constructor(private readonly ctx: APIRequestContext) {}

  static async create(baseURL: string): Promise<SiteApi> {
    return new SiteApi(await request.newContext({ baseURL }));
  }

  async login(username: string, password: string): Promise<string> {
    const res = await this.ctx.post('/api/auth/login', { data: { username, password } });
    if (!res.ok()) throw new Error(`login as ${username} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()).data.token;
  }

  async asAdmin<T>(action: (admin: AdminApi) => Promise<T>): Promise<T> {
    const token = await this.login('admin', 'admin12345');
    return action(new AdminApi(this.ctx, token));
  }

  dispose(): Promise<void> {
    return this.ctx.dispose();
  }
}

export class AdminApi {
  constructor(
    private readonly ctx: APIRequestContext,
    private readonly token: string,
  ) {}

  private async expectOk(res: Awaited<ReturnType<APIRequestContext['put']>>): Promise<void> {
    if (!res.ok()) throw new Error(`admin call failed: ${res.status()} ${await res.text()}`);
  }

  async setSetting(key: string, value: unknown): Promise<void> {
    await this.expectOk(await this.ctx.put(`/api/admin/settings/${key}`, { data: { value }, headers: { authorization: `Bearer ${this.token}` } }));
  }

  async blockCountry(code: string, blocked: boolean): Promise<void> {
    const url = `/api/admin/country-block/${code}`;
    const headers = { authorization: `Bearer ${this.token}` };
    await this.expectOk(blocked ? await this.ctx.put(url, { headers }) : await this.ctx.delete(url, { headers }));
  }
}
