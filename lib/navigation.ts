import Router from 'next/router';
import { isBrowser } from './url';

/** Client-side navigation; falls back to a full page load when the Next router is not mounted yet. */
export async function navigate(url: string, options: { replace?: boolean } = {}): Promise<void> {
  if (!isBrowser()) return;
  try {
    if (options.replace) await Router.replace(url);
    else await Router.push(url);
  } catch {
    window.location.assign(url);
  }
}

/** A full page load of another site's address (an outside payment gateway). */
export function leaveSite(url: string): void {
  if (isBrowser()) window.location.assign(url);
}
