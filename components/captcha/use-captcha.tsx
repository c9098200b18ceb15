import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { settingsService } from '../../services/settings.service';
import type { PublicSettings } from '../../types/settings';

/** The part of Google's grecaptcha global the forms use (v2 explicit render, v3 execute). */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

type CaptchaSettings = Pick<PublicSettings, 'recaptchaEnabled' | 'recaptchaSiteKey'> & { recaptchaVersion: 'v2' | 'v3' };

const SCRIPT_ID = 'recaptcha-script';

/** Loads Google's script once (v3 needs the site key in its address). */
function loadScript(settings: CaptchaSettings): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const ready = () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!));
    if (window.grecaptcha) return ready();
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = `https://www.google.com/recaptcha/api.js?render=${settings.recaptchaVersion === 'v3' ? encodeURIComponent(settings.recaptchaSiteKey) : 'explicit'}`;
      document.head.appendChild(script);
    }
    script.addEventListener('load', ready);
    script.addEventListener('error', () => reject(new Error('The captcha could not be loaded')));
  });
}

export interface Captcha {
  /** The v2 checkbox to place in the form (null when the captcha is off, inactive or v3, which has no widget). */
  widget: ReactNode;
  /** The token to send as `captchaToken` (undefined when the captcha is off or the box is not ticked). */
  token(): Promise<string | undefined>;
  /** After a refused submit: a token is good once, so the checkbox starts again. */
  reset(): void;
}

/**
 * reCAPTCHA for one form (register, contact, login once asked): when the public settings say it is on and
 * `active`, loads Google's script and gives the form its token; otherwise nothing is loaded.
 */
export function useCaptcha(action: string, active = true): Captcha {
  const [settings, setSettings] = useState<CaptchaSettings | null>(null);
  const [grecaptcha, setGrecaptcha] = useState<Grecaptcha | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const v2Token = useRef<string | undefined>(undefined);

  useEffect(() => {
    let current = true;
    settingsService
      .getPublic()
      .then((all) => {
        if (current && all.recaptchaEnabled && all.recaptchaSiteKey) {
          setSettings({ recaptchaEnabled: true, recaptchaSiteKey: all.recaptchaSiteKey, recaptchaVersion: all.recaptchaVersion === 'v3' ? 'v3' : 'v2' });
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!settings || !active) return;
    let current = true;
    loadScript(settings)
      .then((loaded) => current && setGrecaptcha(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [settings, active]);

  useEffect(() => {
    if (!grecaptcha || !settings || settings.recaptchaVersion !== 'v2' || !container.current || widgetId.current !== null) return;
    widgetId.current = grecaptcha.render(container.current, {
      sitekey: settings.recaptchaSiteKey,
      callback: (token) => (v2Token.current = token),
      'expired-callback': () => (v2Token.current = undefined),
    });
  }, [grecaptcha, settings]);

  const token = useCallback(async () => {
    if (!settings || !active) return undefined;
    if (settings.recaptchaVersion === 'v3') return grecaptcha ? grecaptcha.execute(settings.recaptchaSiteKey, { action }) : undefined;
    return v2Token.current;
  }, [settings, active, grecaptcha, action]);

  const reset = useCallback(() => {
    v2Token.current = undefined;
    if (grecaptcha && widgetId.current !== null) grecaptcha.reset(widgetId.current);
  }, [grecaptcha]);

  const widget = settings && active && settings.recaptchaVersion === 'v2' ? <div ref={container} data-testid="captcha-widget" /> : null;
  return { widget, token, reset };
}
