import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const CLIENT_ID = 'limelight-client';
export const CLIENT_SECRET = 'very-secret-client-secret';

type Outcome = 'approved' | 'failed' | 'pending';

/**
 * VerifyMyAge's OAuth server as our adapter meets it, on 127.0.0.1: POST /token trades a code it issued (for the
 * client's own credentials and redirect address) for a bearer token, GET /users/me reads that token's result.
 * `issue` plays the user finishing on the provider's page; `outcomes` may change later (a pending one settles).
 */
export class FakeVerifyMyAge {
  readonly tokenRequests: URLSearchParams[] = [];
  /** 'down': every call fails with a 503. */
  mode: 'up' | 'down' = 'up';
  private readonly codes = new Map<string, { outcome: string; redirectUri: string }>();
  private readonly outcomes = new Map<string, Outcome>();
  private server!: http.Server;
  baseUrl = '';
  private issued = 0;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The user finished on the provider's page for the authorize address `authorizeUrl`: the code it sends back. */
  issue(authorizeUrl: string, outcome: Outcome): string {
    const url = new URL(authorizeUrl);
    this.issued += 1;
    const code = `code-${this.issued}`;
    const token = `token-${this.issued}`;
    this.codes.set(code, { outcome: token, redirectUri: url.searchParams.get('redirect_uri') ?? '' });
    this.outcomes.set(token, outcome);
    return code;
  }

  /** Settles every pending verification with `outcome` (the user finished later). */
  settlePending(outcome: Outcome): void {
    for (const [token, current] of this.outcomes) if (current === 'pending') this.outcomes.set(token, outcome);
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, payload: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (this.mode === 'down') return send(503, { error: 'maintenance' });
      const url = new URL(req.url ?? '/', this.baseUrl);
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body);
        this.tokenRequests.push(form);
        const grant = this.codes.get(form.get('code') ?? '');
        const clientOk = form.get('client_id') === CLIENT_ID && form.get('client_secret') === CLIENT_SECRET;
        if (!clientOk) return send(401, { error: 'invalid_client' });
        if (form.get('grant_type') !== 'authorization_code' || !grant || grant.redirectUri !== form.get('redirect_uri')) {
          return send(400, { error: 'invalid_grant' });
        }
        this.codes.delete(form.get('code')!);
        return send(200, { access_token: grant.outcome, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.method === 'GET' && url.pathname === '/users/me') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const outcome = this.outcomes.get(token);
        if (!outcome) return send(401, { error: 'invalid_token' });
        return send(200, { id: `vma-${token}`, age_verified: outcome === 'approved', status: outcome });
      }
      send(404, { error: 'not_found' });
    });
  }
}
