import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6, type BlockList } from 'node:net';
import { WebhookRefused, type WebhookDelivery } from '../gateway';
import { allowedSources, type CcbillConfig } from './config';

/** The query parameter of the webhook URL that carries CCBILL_WEBHOOK_SECRET. */
export const WEBHOOK_SECRET_PARAM = 'secret';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** "::ffff:64.38.212.1" (an IPv4 client on a dual-stack socket) -> "64.38.212.1"; anything else unchanged. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped && isIPv4(mapped[1]) ? mapped[1] : address;
}

/** One query value, or null when it is absent or repeated (a repeated parameter is never trusted). */
export function singleQueryValue(query: WebhookDelivery['query'], name: string): string | null {
  const value: unknown = query[name];
  return typeof value === 'string' ? value : null;
}

/**
 * CCBill signs nothing, so a delivery is taken as genuine when it comes from CCBill's published address ranges
 * and, when CCBILL_WEBHOOK_SECRET is set, carries that secret in its URL. Idempotency (event ids) does the rest.
 */
export class CcbillWebhookGuard {
  private readonly sources: BlockList;
  private readonly secretDigest: Buffer | null;

  constructor(config: Pick<CcbillConfig, 'webhookAllowedRanges' | 'webhookSecret'>) {
    this.sources = allowedSources(config.webhookAllowedRanges);
    this.secretDigest = config.webhookSecret ? sha256(config.webhookSecret) : null;
  }

  isAllowedSource(remoteAddress: string): boolean {
    const address = unmapped(remoteAddress.trim());
    if (isIPv4(address)) return this.sources.check(address, 'ipv4');
    if (isIPv6(address)) return this.sources.check(address, 'ipv6');
    return false;
  }

  /** Compares digests of equal length, so neither the secret's content nor its length leaks through timing. */
  hasSecret(query: WebhookDelivery['query']): boolean {
    if (this.secretDigest === null) return true;
    const given = singleQueryValue(query, WEBHOOK_SECRET_PARAM);
    return given !== null && timingSafeEqual(sha256(given), this.secretDigest);
  }

  /** Throws WebhookRefused unless the delivery passes both checks. */
  check(delivery: WebhookDelivery): void {
    if (!this.isAllowedSource(delivery.remoteAddress)) {
      throw new WebhookRefused(`CCBill webhook from ${delivery.remoteAddress || 'an unknown address'}, outside CCBill's address ranges`, 403);
    }
    if (!this.hasSecret(delivery.query)) {
      throw new WebhookRefused('CCBill webhook without the right secret in its URL');
    }
  }
}
