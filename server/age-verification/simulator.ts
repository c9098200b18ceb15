import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AgeCheckResult, AgeVerificationProvider, AuthorizeRequest } from './provider';
import { codeRejected } from './errors';

/** Where the simulator's page is: a page of the site itself, playing the provider's. */
export const SIMULATOR_PAGE = '/age-verification/simulator';
const CODE_SECONDS = 10 * 60;

type Outcome = 'verified' | 'failed';
interface Signed {
  kind: 'code' | 'token';
  outcome: Outcome;
  reference: string;
  /** Seconds since the epoch. */
  exp: number;
}

/**
 * The built-in provider, so the whole flow runs with no account anywhere: its "page" is ours (SIMULATOR_PAGE), its
 * buttons mint a code for the chosen outcome (`decide`), and the callback trades that code for a token and reads
 * the result through the same interface as VerifyMyAge. Codes and tokens are signed, so nothing is stored; the
 * state they come back with is what our side checks and spends.
 */
export class AgeVerificationSimulator implements AgeVerificationProvider {
  readonly name = 'simulator';

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  authorizeUrl({ state, redirectUri, country }: AuthorizeRequest): string {
    const page = new URL(SIMULATOR_PAGE, redirectUri);
    const query = new URLSearchParams({
      client_id: 'limelight',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'adult',
      state,
      country: country.toLowerCase(),
    });
    return `${page.origin}${page.pathname}?${query}`;
  }

  /** The simulator page's buttons: a code our callback will exchange, as a real provider would issue. */
  decide(outcome: Outcome): string {
    return this.sign({ kind: 'code', outcome, reference: `SIM-${randomBytes(6).toString('hex')}`, exp: this.seconds() + CODE_SECONDS });
  }

  async exchange(code: string): Promise<string> {
    const { outcome, reference } = this.open(code, 'code');
    return this.sign({ kind: 'token', outcome, reference, exp: this.seconds() + CODE_SECONDS });
  }

  async result(accessToken: string): Promise<AgeCheckResult> {
    const { outcome, reference } = this.open(accessToken, 'token');
    return { status: outcome, reference };
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private sign(payload: Signed): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private open(value: string, kind: Signed['kind']): Signed {
    const [body, mac] = value.split('.');
    const expected = body ? this.mac(body) : '';
    if (!body || !mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) throw codeRejected();
    let payload: Signed;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Signed;
    } catch {
      throw codeRejected();
    }
    if (payload.kind !== kind || payload.exp < this.seconds() || (payload.outcome !== 'verified' && payload.outcome !== 'failed')) throw codeRejected();
    return payload;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
