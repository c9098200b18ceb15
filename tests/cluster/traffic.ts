// Traffic through nginx while a web process is killed: readers (lists, a performer, public settings, the home page)
// and writers (comments from the demo fans, within their 10 a minute). Each request is recorded with when it was
// sent and answered, so the run can tell requests in flight at the kill from the others.
import { Client } from 'pg';
import { property, examples, type Property } from '../reliability/properties';
import type { Api } from '../reliability/support/api';

interface Sent {
  what: string;
  sentAt: number;
  answeredAt: number;
  /** 0: no answer (connection cut or timed out). */
  status: number;
  commentId?: string;
}

const FANS = [
  { username: 'demo', password: 'demo12345' },
  { username: 'riley', password: 'fan12345' },
  { username: 'sam', password: 'fan12345' },
  { username: 'jo', password: 'fan12345' },
];
const READERS = 6;
const COMMENT_EVERY_MS = 7000;

export class Traffic {
  readonly sent: Sent[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly proxy: Api,
    private readonly videoId: string,
    private readonly performerId: string,
  ) {}

  async start(): Promise<void> {
    const tokens = await Promise.all(FANS.map(async (fan) => (await this.proxy.post<{ token: string }>('/api/auth/login', fan)).token));
    this.running = true;
    const reads = ['/api/user/assets/videos/search?limit=12', `/api/performers/${this.performerId}`, '/api/settings/public', '/'];
    for (let i = 0; i < READERS; i++) this.loops.push(this.loop(async (n) => this.request('GET', reads[(i + n) % reads.length]), 0));
    for (const token of tokens) {
      this.loops.push(
        this.loop(
          (n) => this.request('POST', '/api/comments', token, { objectType: 'video', objectId: this.videoId, content: `Load through the proxy ${n}` }),
          COMMENT_EVERY_MS,
        ),
      );
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Only requests in flight at `killedAt` (sent before, answered after) may have failed; any other failure is listed. */
  failuresBesidesInFlight(killedAt: number): Property {
    const inFlight = this.sent.filter((r) => r.sentAt <= killedAt && r.answeredAt >= killedAt);
    const failed = this.sent.filter((r) => r.status < 200 || r.status >= 300);
    const others = failed.filter((r) => !inFlight.includes(r));
    return property(
      'with a web process killed (SIGKILL) under load, only requests in flight on it failed',
      others.length === 0,
      `${this.sent.length} requests, ${inFlight.length} in flight at the kill, ${failed.length - others.length} of those failed, ${others.length} others failed${examples(others.map((r) => `${r.what} ${r.status}`))}`,
    );
  }

  /** Every comment answered 2xx is in the database: none lost once acknowledged. */
  async acknowledgedWritesKept(databaseUrl: string): Promise<Property> {
    const ids = this.sent.filter((r) => r.commentId).map((r) => r.commentId!);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select id from comments where id = any($1::uuid[])', [ids]);
      return property(
        'every comment answered 2xx during the kill is kept',
        ids.length > 0 && rows.length === ids.length,
        `${rows.length}/${ids.length} acknowledged comments found`,
      );
    } finally {
      await client.end();
    }
  }

  private async loop(step: (n: number) => Promise<void>, pauseMs: number): Promise<void> {
    for (let n = 0; this.running; n++) {
      await step(n);
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  private async request(method: string, path: string, token?: string, body?: unknown): Promise<void> {
    const record: Sent = { what: `${method} ${path}`, sentAt: Date.now(), answeredAt: 0, status: 0 };
    try {
      const res = await fetch(`${this.proxy.base}${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      record.status = res.status;
      if (body && res.ok) record.commentId = (JSON.parse(text) as { data: { _id: string } }).data._id;
    } catch {
      record.status = 0;
    }
    record.answeredAt = Date.now();
    this.sent.push(record);
  }
}
