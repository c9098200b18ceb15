// The virtual users' HTTP client: keep-alive connections, a deadline per request, every outcome tallied. A gate lets a
// scenario hold new requests (while the server is being killed and restarted) without touching those in flight.
import http from 'node:http';
import type { Tally } from './tally';

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Tally label; defaults to the method and path. Name ids as :id so that labels group. */
  label?: string;
  token?: string | null;
  json?: unknown;
  /** A write: its 2xx answer is an accepted write. */
  write?: boolean;
}

export interface Outcome {
  /** HTTP status, or 0 when no answer came (then `error` says why). */
  status: number;
  body: string;
  error?: string;
  sentAt: number;
  doneAt: number;
}

export const isOk = (o: Outcome): boolean => o.status >= 200 && o.status < 300;

/** The `data` of the API's envelope `{status: 0, data}`, or undefined when the body is not one. */
export function envelopeData<T>(o: Outcome): T | undefined {
  if (o.status === 0) return undefined;
  try {
    const body = JSON.parse(o.body) as { status?: number; data?: T };
    return body.status === 0 ? body.data : undefined;
  } catch {
    return undefined;
  }
}

const MAX_BODY = 4 * 1024 * 1024;
const NO_ANSWER_PAUSE_MS = 250;

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;
  private gate: Promise<void> = Promise.resolve();
  private openGate: (() => void) | null = null;
  private pending = 0;

  constructor(
    base: string,
    private readonly tally: Tally,
    private readonly timeoutMs: number,
  ) {
    const url = new URL(base);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  }

  /** Requests in flight right now. */
  get inFlight(): number {
    return this.pending;
  }

  /** New requests wait until release(); those already sent go on. */
  hold(): void {
    if (this.openGate) return;
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  release(): void {
    this.openGate?.();
    this.openGate = null;
  }

  async send(request: Request): Promise<Outcome> {
    await this.gate;
    this.pending++;
    const outcome = await this.exchange(request);
    this.pending--;
    const label = request.label ?? `${request.method} ${request.path.split('?')[0]}`;
    const page = !request.path.startsWith('/api/');
    const record = { label, page, write: request.write ?? false, status: outcome.status, sentAt: outcome.sentAt, doneAt: outcome.doneAt };
    if (outcome.status === 0) this.tally.add({ ...record, error: outcome.error ?? 'no answer' });
    else if (outcome.status >= 500) this.tally.add({ ...record, ...errorOf(outcome.body) });
    else this.tally.add(record);
    // A refused connection fails at once: without a pause, users would spin while the server is down.
    if (outcome.status === 0) await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_PAUSE_MS));
    return outcome;
  }

  /**
   * Opens `count` keep-alive connections (one GET /api/health each, all at once, not tallied) for the users to take
   * over. Under load the server takes on new connections slowly (see the newcomers figure of the load run): a hundred
   * users connecting in the first second of a saturated run would measure that, not how requests are answered.
   */
  async connect(count: number): Promise<void> {
    await Promise.all(Array.from({ length: count }, () => this.exchange({ method: 'GET', path: '/api/health' })));
  }

  close(): void {
    this.agent.destroy();
  }

  private exchange(request: Request): Promise<Outcome> {
    const sentAt = Date.now();
    const body = request.json === undefined ? undefined : JSON.stringify(request.json);
    const headers: http.OutgoingHttpHeaders = { accept: request.path.startsWith('/api/') ? 'application/json' : 'text/html' };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      // Node sends a DELETE's body neither chunked nor with a length unless told its length.
      headers['content-length'] = Buffer.byteLength(body);
    }
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(outcome);
      };
      const fail = (error: Error) => settle({ status: 0, body: '', error: error.message, sentAt, doneAt: Date.now() });
      const req = http.request({ host: this.host, port: this.port, method: request.method, path: request.path, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
        });
        res.on('end', () => settle({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sentAt, doneAt: Date.now() }));
        res.on('error', fail);
      });
      const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`)), this.timeoutMs);
      req.on('error', fail);
      req.end(body);
    });
  }
}

function errorOf(body: string): { error: string; errorCode?: string } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string') {
      return { error: parsed.message, errorCode: typeof parsed.code === 'string' ? parsed.code : undefined };
    }
  } catch {
    // not JSON: a page
  }
  return { error: body.replace(/\s+/g, ' ').slice(0, 200) };
}
