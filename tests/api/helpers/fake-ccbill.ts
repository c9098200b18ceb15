import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCcbillAccount {
  clientAccnum: string;
  clientSubacc: string;
  flexformId: string;
  salt: string;
}

export interface WebhookToSend {
  eventType: string;
  /** CCBill's group of the event type (default Subscription): only passed along in the query, as CCBill does. */
  eventGroupType?: string;
  fields: Record<string, string>;
  format: 'json' | 'urlencoded';
}

export interface FakeCcbill {
  /** What CCBILL_FLEXFORMS_URL points at: http://127.0.0.1:<port>/wap-frontflex/flexforms */
  flexformsUrl: string;
  /** What CCBILL_DATALINK_URL points at; its user is DATALINK_USER. */
  dataLinkUrl: string;
  /** Every DataLink request's query, oldest first. */
  dataLinkRequests: Array<Record<string, string>>;
  /** The result code DataLink answers next (1: done; 0 or negative: refused). */
  dataLinkResult: string;
  /** Every FlexForms page request, with the answer the fake gave. */
  formRequests: Array<{ url: string; status: number; problems: string[] }>;
  /** POSTs a webhook to `url` as CCBill does: account and event in the query string, the fields in the body. */
  sendWebhook(url: string, webhook: WebhookToSend): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const FLEXFORMS_PATH = '/wap-frontflex/flexforms/';
const DATALINK_PATH = '/utils/subscriptionManagement.cgi';
/** The DataLink user the fake accepts. */
export const DATALINK_USER = { username: 'datalink-user', password: 'datalink-pass-4c1e' };
// The numeric codes of the FlexForms currencies (USD, EUR, GBP, CAD, AUD, JPY), written out independently of the
// gateway's table so the fake checks the gateway rather than agreeing with it by construction.
const CURRENCY_CODES = new Set(['840', '978', '826', '124', '036', '392']);

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** What is wrong with a Dynamic Pricing request for a one-time price, as CCBill would judge it. */
function problemsOf(account: FakeCcbillAccount, flexId: string, query: URLSearchParams): string[] {
  const problems: string[] = [];
  const value = (name: string) => query.get(name) ?? '';
  if (flexId !== account.flexformId) problems.push(`unknown Flex ID ${flexId}`);
  if (value('clientAccnum') !== account.clientAccnum) problems.push(`clientAccnum ${value('clientAccnum')} is not this account`);
  if (value('clientSubacc') !== account.clientSubacc) problems.push(`clientSubacc ${value('clientSubacc')} is not this subaccount`);
  if (!/^\d+\.\d{2}$/.test(value('initialPrice'))) problems.push(`initialPrice "${value('initialPrice')}" is not a price with two decimals`);
  const period = Number(value('initialPeriod'));
  if (!/^\d+$/.test(value('initialPeriod')) || period < 2 || period > 365) {
    problems.push(`initialPeriod "${value('initialPeriod')}" is not 2 to 365 days`);
  }
  if (!CURRENCY_CODES.has(value('currencyCode'))) problems.push(`currencyCode "${value('currencyCode')}" is not supported`);
  const recurring = query.has('recurringPrice');
  if (recurring) {
    if (!/^\d+\.\d{2}$/.test(value('recurringPrice'))) problems.push(`recurringPrice "${value('recurringPrice')}" is not a price with two decimals`);
    if (!/^\d+$/.test(value('recurringPeriod'))) problems.push(`recurringPeriod "${value('recurringPeriod')}" is not a number of days`);
    if (!/^\d+$/.test(value('numRebills'))) problems.push(`numRebills "${value('numRebills')}" is not a number`);
  }
  const expected = recurring
    ? md5(
        `${value('initialPrice')}${value('initialPeriod')}${value('recurringPrice')}${value('recurringPeriod')}${value('numRebills')}${value('currencyCode')}${account.salt}`,
      )
    : md5(`${value('initialPrice')}${value('initialPeriod')}${value('currencyCode')}${account.salt}`);
  if (value('formDigest') !== expected) problems.push('formDigest does not match the price fields and the salt');
  return problems;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Whether a DataLink request names a known action with what it needs (a refund: a sale and a two-decimal amount). */
function wellFormed(query: Record<string, string>): boolean {
  if (!/^\d+$/.test(query.subscriptionId ?? '')) return false;
  if (query.action === 'cancelSubscription') return true;
  return query.action === 'refundTransaction' && /^\d+\.\d{2}$/.test(query.amount ?? '');
}

/** A tiny CCBill on 127.0.0.1: the FlexForms Dynamic Pricing page, DataLink's cancel and refund, and a webhook sender. */
export async function startFakeCcbill(account: FakeCcbillAccount): Promise<FakeCcbill> {
  const formRequests: FakeCcbill['formRequests'] = [];
  const dataLinkRequests: FakeCcbill['dataLinkRequests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-ccbill');
    if (req.method === 'GET' && url.pathname === DATALINK_PATH) {
      const query = Object.fromEntries(url.searchParams);
      dataLinkRequests.push(query);
      const known = query.username === DATALINK_USER.username && query.password === DATALINK_USER.password && query.clientAccnum === account.clientAccnum;
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`"results"\n"${known && wellFormed(query) ? fake.dataLinkResult : '-1'}"\n`);
      return;
    }
    if (req.method !== 'GET' || !url.pathname.startsWith(FLEXFORMS_PATH)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const flexId = decodeURIComponent(url.pathname.slice(FLEXFORMS_PATH.length));
    const problems = problemsOf(account, flexId, url.searchParams);
    const status = problems.length > 0 ? 400 : 200;
    formRequests.push({ url: url.toString(), status, problems });
    if (status === 400) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`Dynamic pricing error: ${problems.join('; ')}`);
      return;
    }
    const price = escapeHtml(url.searchParams.get('initialPrice') ?? '');
    const period = escapeHtml(url.searchParams.get('initialPeriod') ?? '');
    const terms = url.searchParams.has('recurringPrice')
      ? escapeHtml(`then ${url.searchParams.get('recurringPrice')} every ${url.searchParams.get('recurringPeriod')} days`)
      : '(non-recurring)';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Payment</title><form method="post"><p>${price} for ${period} days ${terms}</p><button>Pay</button></form>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function sendWebhook(target: string, webhook: WebhookToSend): Promise<{ status: number; body: string }> {
    const url = new URL(target);
    url.searchParams.set('clientAccnum', account.clientAccnum);
    url.searchParams.set('clientSubacc', account.clientSubacc);
    url.searchParams.set('eventType', webhook.eventType);
    url.searchParams.set('eventGroupType', webhook.eventGroupType ?? 'Subscription');
    const body = webhook.format === 'json' ? JSON.stringify(webhook.fields) : new URLSearchParams(webhook.fields).toString();
    const contentType = webhook.format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  const fake: FakeCcbill = {
    flexformsUrl: `http://127.0.0.1:${port}${FLEXFORMS_PATH.replace(/\/$/, '')}`,
    dataLinkUrl: `http://127.0.0.1:${port}${DATALINK_PATH}`,
    dataLinkRequests,
    dataLinkResult: '1',
    formRequests,
    sendWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/**
 * The CCBILL_* environment of a site charging through this fake: its account, FlexForms address, webhooks from
 * 127.0.0.1 with `webhookSecret` (unless `guardedWebhooks` is false: CCBill's defaults), and DataLink (cancellations,
 * refunds) unless `dataLink` is false.
 */
export function fakeCcbillEnv(
  fake: FakeCcbill,
  account: FakeCcbillAccount,
  webhookSecret: string,
  { dataLink = true, guardedWebhooks = true } = {},
): Record<string, string> {
  return {
    CCBILL_CLIENT_ACCNUM: account.clientAccnum,
    CCBILL_CLIENT_SUBACC: account.clientSubacc,
    CCBILL_FLEXFORM_ID: account.flexformId,
    CCBILL_SALT: account.salt,
    CCBILL_FLEXFORMS_URL: fake.flexformsUrl,
    ...(guardedWebhooks ? { CCBILL_WEBHOOK_ALLOWED_IPS: '127.0.0.1/32', CCBILL_WEBHOOK_SECRET: webhookSecret } : {}),
    ...(dataLink
      ? { CCBILL_DATALINK_URL: fake.dataLinkUrl, CCBILL_DATALINK_USERNAME: DATALINK_USER.username, CCBILL_DATALINK_PASSWORD: DATALINK_USER.password }
      : {}),
  };
}
