import { GatewayUnavailable } from '../gateway';
import type { CcbillConfig } from './config';
import { centsToPrice } from './money';

/** How long CCBill's DataLink may take to answer. */
const TIMEOUT_MS = 15_000;

/** DataLink answered, but did not do what it was asked (or could not be reached). */
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

/**
 * One DataLink subscription-management action (https://ccbill.com/doc/ccbill-api-guide), answered "1" when done.
 * Throws GatewayUnavailable when no DataLink user is set up, DataLinkRefused when CCBill did not do it.
 */
async function dataLinkAction(config: CcbillConfig, action: string, params: Record<string, string>, what: string): Promise<void> {
  if (!config.dataLink) {
    throw new GatewayUnavailable(`CCBill cannot be asked to ${what} from here: set CCBILL_DATALINK_USERNAME and CCBILL_DATALINK_PASSWORD.`);
  }
  const url = new URL(config.dataLink.url);
  url.search = new URLSearchParams({
    clientAccnum: config.clientAccnum,
    clientSubacc: config.clientSubacc,
    usingSubacc: config.clientSubacc,
    username: config.dataLink.username,
    password: config.dataLink.password,
    action,
    ...params,
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
  if (result !== '1') throw new DataLinkRefused(`CCBill DataLink did not ${what} (HTTP ${answer.status}, result ${result ?? 'unreadable'})`);
}

/** Cancels a CCBill subscription through DataLink (action cancelSubscription): CCBill renews it no more. */
export function cancelThroughDataLink(config: CcbillConfig, subscriptionId: string): Promise<void> {
  return dataLinkAction(config, 'cancelSubscription', { subscriptionId }, `cancel subscription ${subscriptionId}`);
}

/**
 * Refunds part or all of a sale through DataLink (action refundTransaction, by the sale's subscriptionId and an
 * amount in its currency's units): CCBill then sends a Refund webhook for that amount, which confirms it here.
 */
export function refundThroughDataLink(config: CcbillConfig, subscriptionId: string, amountCents: number): Promise<void> {
  return dataLinkAction(
    config,
    'refundTransaction',
    { subscriptionId, amount: centsToPrice(amountCents) },
    `refund ${centsToPrice(amountCents)} of sale ${subscriptionId}`,
  );
}
