// What an age-verification provider does for us, in the OAuth authorization-code shape VerifyMyAge uses: the browser
// goes to the provider's page, comes back to our callback with a code, and the server trades the code for a token
// that reads the user's result. server/modules/age-verification decides what the result means for the user.

export type AgeCheckStatus = 'verified' | 'failed' | 'pending';

/** The provider's answer about one person. */
export interface AgeCheckResult {
  status: AgeCheckStatus;
  /** The provider's own id of the verification, when it gives one. */
  reference: string | null;
}

export interface AuthorizeRequest {
  /** The single-use value the provider hands back to our callback unchanged. */
  state: string;
  /** Our callback page, absolute. */
  redirectUri: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export interface AgeVerificationProvider {
  /** 'verifymyage' or 'simulator': recorded with each attempt. */
  readonly name: string;
  /** Where the browser goes to prove its age. */
  authorizeUrl(request: AuthorizeRequest): string;
  /**
   * Trades the callback's code for an access token. A code the provider refuses throws a 400 AGE_CODE_REJECTED;
   * a provider that cannot be reached, times out or answers nonsense throws a 502 AGE_VERIFICATION_UNAVAILABLE.
   */
  exchange(code: string, redirectUri: string): Promise<string>;
  /** The verification result an access token reads; the same failures as `exchange`. */
  result(accessToken: string): Promise<AgeCheckResult>;
}
