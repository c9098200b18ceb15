import { leaveSite, navigate } from './navigation';
import { isAbsoluteUrl } from './url';

/**
 * Where a purchase answer's `paymentUrl` takes the buyer: one of our pages (the sandbox gateway's, or the
 * success page of a free order) by client routing, an outside gateway (https) by a full page load. Anything
 * else (`javascript:`, `//host`, a relative path without a slash) is not followed: the caller says so.
 */
export function paymentTarget(url: string): { kind: 'page' | 'gateway'; url: string } | null {
  if (typeof url !== 'string' || /[\s\\]/.test(url)) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'page', url };
  if (isAbsoluteUrl(url)) return { kind: 'gateway', url };
  return null;
}

export async function goToPayment(url: string): Promise<boolean> {
  const target = paymentTarget(url);
  if (!target) return false;
  if (target.kind === 'page') await navigate(target.url);
  else leaveSite(target.url);
  return true;
}
