import type { AgeCheckResult, AgeCheckStatus, AgeVerificationProvider, AuthorizeRequest } from './provider';
import { codeRejected, providerUnavailable } from './errors';

export const VERIFYMYAGE_PRODUCTION_URL = 'https://oauth.verifymyage.com';
export const VERIFYMYAGE_SANDBOX_URL = 'https://oauth.sandbox.verifymyage.com';
const TIMEOUT_MS = 8000;

export interface VerifyMyAgeKeys {
  clientId: string;
  clientSecret: string;
  /** The production or the sandbox address (or a fake provider's, in tests). */
  baseUrl: string;
}

/** Their statuses (started, pending, approved, failed, expired) in ours. */
const STATUSES: Record<string, AgeCheckStatus> = {
  approved: 'verified',
  verified: 'verified',
  failed: 'failed',
  expired: 'failed',
  rejected: 'failed',
  started: 'pending',
  pending: 'pending',
};

/**
 * VerifyMyAge's OAuth flow (their PHP SDK, verifymyage-oauth): GET {base}/authorize with client_id, redirect_uri,
 * response_type=code, scope=adult, state and country; POST {base}/token (authorization_code grant, client
 * credentials in the form); GET {base}/users/me with the bearer token for the result.
 */
export class VerifyMyAge implements AgeVerificationProvider {
  readonly name = 'verifymyage';
  private readonly base: string;

  constructor(private readonly keys: VerifyMyAgeKeys) {
    this.base = keys.baseUrl.replace(/\/$/, '');
  }

  authorizeUrl({ state, redirectUri, country }: AuthorizeRequest): string {
    const query = new URLSearchParams({
      client_id: this.keys.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'adult',
      state,
      country: country.toLowerCase(),
    });
    return `${this.base}/authorize?${query}`;
  }

  async exchange(code: string, redirectUri: string): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: this.keys.clientId,
      client_secret: this.keys.clientSecret,
    });
    const answer = await this.call(`${this.base}/token`, { method: 'POST', body: form });
    const token = (answer as { access_token?: unknown }).access_token;
    if (typeof token !== 'string' || token === '') throw providerUnavailable();
    return token;
  }

  async result(accessToken: string): Promise<AgeCheckResult> {
    const answer = (await this.call(`${this.base}/users/me`, { headers: { authorization: `Bearer ${accessToken}` } })) as Record<string, unknown>;
    const status = typeof answer.status === 'string' ? STATUSES[answer.status.toLowerCase()] : undefined;
    const verified = typeof answer.age_verified === 'boolean' ? answer.age_verified : undefined;
    if (!status && verified === undefined) throw providerUnavailable();
    const id = answer.verification_id ?? answer.id;
    return {
      status: status ?? (verified ? 'verified' : 'failed'),
      reference: typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : null,
    };
  }

  /** A 4xx from the provider refuses the code or token; anything else that is not a JSON object is the provider's trouble. */
  private async call(url: string, init: RequestInit): Promise<object> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw providerUnavailable();
    }
    if (res.status >= 400 && res.status < 500) throw codeRejected();
    if (!res.ok) throw providerUnavailable();
    const answer: unknown = await res.json().catch(() => null);
    if (!answer || typeof answer !== 'object') throw providerUnavailable();
    return answer;
  }
}
