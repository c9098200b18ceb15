import { GatewayUnavailable } from '../gateway';
import type { CcbillConfig } from './config';

/** How long CCBill's DataLink may take to answer a cancellation. */
const TIMEOUT_MS = 15_000;

/** DataLink answered, but did not cancel (or could not be reached). */
export class DataLinkRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataLinkRefused';
  }
}

/**
 * The result DataLink's subscription management answers: a "results" header line and a code, 1 for success,
 * 0 for a failure and a negative number for an error (https://ccbill.com/doc/datalink-subscription-management),
 * each possibly in double quotes.
 */
export function dataLinkResult(body: string): string | null {
  const lines = body
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^"|"$/g, ''))
    .filter((line) => line !== '');
  const at = lines.findIndex((line) => line.toLowerCase() === 'results');
  return at >= 0 && at + 1 < lines.length ? lines[at + 1] : null;
}

/** Cancels a CCBill subscription through DataLink (action cancelSubscription): CCBill renews it no more. */
export async function cancelThroughDataLink(config: CcbillConfig, subscriptionId: string): Promise<void> {
  if (!config.dataLink) {
    throw new GatewayUnavailable('CCBill subscriptions cannot be cancelled here: set CCBILL_DATALINK_USERNAME and CCBILL_DATALINK_PASSWORD.');
  }
  const url = new URL(config.dataLink.url);
  url.search = new URLSearchParams({
    clientAccnum: config.clientAccnum,
    clientSubacc: config.clientSubacc,
    usingSubacc: config.clientSubacc,
    username: config.dataLink.username,
    password: config.dataLink.password,
    action: 'cancelSubscription',
    subscriptionId,
    returnXML: '0',
  }).toString();
  let answer: Response;
  try {
    answer = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new DataLinkRefused(`CCBill DataLink could not be reached: ${(error as Error).message}`);
  }
  const body = await answer.text();
  const result = answer.ok ? dataLinkResult(body) : null;
  if (result !== '1')
    throw new DataLinkRefused(`CCBill DataLink did not cancel subscription ${subscriptionId} (HTTP ${answer.status}, result ${result ?? 'unreadable'})`);
}
