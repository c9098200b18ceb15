// What a captcha provider does for us: it says whether a token a browser got from its widget is genuine.
// server/modules/captcha decides what that means for a request (on/off, the v3 score threshold, the refusal).

/** The provider's answer about one token. */
export interface CaptchaVerdict {
  success: boolean;
  /** reCAPTCHA v3 only: 1.0 is very likely a person, 0.0 very likely a bot. */
  score?: number;
  action?: string;
  /** The provider's reasons for a refusal ('invalid-input-response', 'timeout-or-duplicate', ...). */
  errorCodes: string[];
}

export interface CaptchaProvider {
  /**
   * Asks the provider about `token` (sent from `remoteIp`). A provider that cannot be reached, times out or
   * answers nonsense throws an HttpError of the 502/503 class: that is never a pass.
   */
  verify(token: string, secret: string, remoteIp?: string): Promise<CaptchaVerdict>;
}
