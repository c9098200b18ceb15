import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookRefused, type PaymentRequest, type WebhookDelivery } from '../../server/payments/gateway';
import { CcbillConfigError, CcbillGateway, readCcbillConfig, UnsupportedCurrencyError } from '../../server/payments/ccbill';
import { CCBILL_WEBHOOK_RANGES, DEFAULT_FLEXFORMS_URL } from '../../server/payments/ccbill/config';
import { flexFormsDigest } from '../../server/payments/ccbill/flexforms';
import { centsToPrice } from '../../server/payments/ccbill/money';
import { startFakeCcbill, type FakeCcbill, type WebhookToSend } from './helpers/fake-ccbill';

const ACCOUNT = { clientAccnum: '900100', clientSubacc: '0000', flexformId: '687fa3e0-e60d-4466-88e2-181fa56dd6a9', salt: 'test-salt-5f1c2a9e' };
const SECRET = 'webhook-secret-4b8e2d71c9a0';

function ccbillEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    CCBILL_CLIENT_ACCNUM: ACCOUNT.clientAccnum,
    CCBILL_CLIENT_SUBACC: ACCOUNT.clientSubacc,
    CCBILL_FLEXFORM_ID: ACCOUNT.flexformId,
    CCBILL_SALT: ACCOUNT.salt,
    ...overrides,
  };
}

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    transactionId: randomUUID(),
    orderId: randomUUID(),
    amountCents: 999,
    currency: 'USD',
    description: 'Order #1042: 2 products',
    buyer: { id: randomUUID(), email: 'fan@limelight.local', name: 'Fan' },
    siteOrigin: 'http://localhost:3000',
    ...overrides,
  };
}

/** Stands in for the webhook route: turns the HTTP request into a WebhookDelivery and answers as the route will. */
async function startReceiver(gateway: CcbillGateway, host: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      const delivery: WebhookDelivery = {
        rawBody: Buffer.concat(chunks),
        headers: req.headers,
        query: Object.fromEntries(url.searchParams),
        remoteAddress: req.socket.remoteAddress ?? '',
      };
      gateway.readWebhook(delivery).then(
        (events) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ events })),
        (error: Error) =>
          res
            .writeHead(error instanceof WebhookRefused ? error.statusCode : 500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ message: error.message, remoteAddress: delivery.remoteAddress })),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payment/webhooks/ccbill`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  rawBody: Buffer.from(JSON.stringify({ transactionId: '0912191101000000159' })),
  headers: { 'content-type': 'application/json' },
  query: { clientAccnum: ACCOUNT.clientAccnum, clientSubacc: ACCOUNT.clientSubacc, eventType: 'NewSaleSuccess' },
  remoteAddress: '64.38.212.17',
  ...overrides,
});

let fake: FakeCcbill;
beforeAll(async () => {
  fake = await startFakeCcbill(ACCOUNT);
});
afterAll(async () => {
  await fake?.close();
});

describe('CCBill configuration', () => {
  it('names every missing variable at once', () => {
    expect(() => readCcbillConfig({})).toThrow(CcbillConfigError);
    expect(() => readCcbillConfig({ CCBILL_SALT: 'x' })).toThrow('set CCBILL_CLIENT_ACCNUM, CCBILL_CLIENT_SUBACC, CCBILL_FLEXFORM_ID');
  });

  it("defaults to CCBill's FlexForms address and published webhook ranges, with no secret", () => {
    const config = readCcbillConfig(ccbillEnv());
    expect(config.flexformsUrl).toBe(DEFAULT_FLEXFORMS_URL);
    expect(config.webhookAllowedRanges).toEqual(CCBILL_WEBHOOK_RANGES);
    expect(config.webhookSecret).toBeNull();
  });

  it('reads a comma-separated range list and refuses malformed settings with a clear message', () => {
    expect(readCcbillConfig(ccbillEnv({ CCBILL_WEBHOOK_ALLOWED_IPS: ' 10.1.0.0/16 , ::1 ' })).webhookAllowedRanges).toEqual(['10.1.0.0/16', '::1']);
    expect(() => readCcbillConfig(ccbillEnv({ CCBILL_WEBHOOK_ALLOWED_IPS: '64.38.212.0/33,nonsense' }))).toThrow(
      'not address ranges: 64.38.212.0/33, nonsense',
    );
    expect(() => readCcbillConfig(ccbillEnv({ CCBILL_CLIENT_ACCNUM: '90O1OO' }))).toThrow('CCBILL_CLIENT_ACCNUM must be digits only');
    expect(() => readCcbillConfig(ccbillEnv({ CCBILL_WEBHOOK_SECRET: 'short' }))).toThrow('at least 16 characters');
    expect(() => readCcbillConfig(ccbillEnv({ CCBILL_FLEXFORMS_URL: 'ftp://example.com' }))).toThrow('CCBILL_FLEXFORMS_URL');
  });
});

describe('CCBill FlexForms payment address', () => {
  it("computes the formDigest of CCBill's documented example", () => {
    const digest = flexFormsDigest('10.00', 30, '840', '7d901dad245fd0ff6bc20d06');
    expect(digest).toBe(createHash('md5').update('10.00308407d901dad245fd0ff6bc20d06').digest('hex'));
    expect(digest).toBe('a7459445d0e5dc0963fe736dc5cf900b');
  });

  it('writes integer cents as a two-decimal price and refuses anything but a positive whole number of cents', () => {
    expect([1, 99, 999, 100000, 1999999].map(centsToPrice)).toEqual(['0.01', '0.99', '9.99', '1000.00', '19999.99']);
    for (const bad of [0, -5, 1.5, Number.NaN, 2 ** 53]) expect(() => centsToPrice(bad)).toThrow(RangeError);
  });

  it('builds an address the FlexForms server accepts, carrying our transaction id', async () => {
    const gateway = new CcbillGateway(readCcbillConfig(ccbillEnv({ CCBILL_FLEXFORMS_URL: fake.flexformsUrl })));
    const request = paymentRequest({ amountCents: 999 });
    const address = new URL(await gateway.paymentUrl(request));
    expect(`${address.origin}${address.pathname}`).toBe(`${fake.flexformsUrl}/${ACCOUNT.flexformId}`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      clientAccnum: '900100',
      clientSubacc: '0000',
      initialPrice: '9.99',
      initialPeriod: '365',
      currencyCode: '840',
      formDigest: createHash('md5').update(`9.99365840${ACCOUNT.salt}`).digest('hex'),
      limelight_transaction_id: request.transactionId,
    });

    const page = await fetch(address);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('9.99 for 365 days');
  });

  it('is refused by the FlexForms server when the price is tampered with or the salt is wrong', async () => {
    const gateway = new CcbillGateway(readCcbillConfig(ccbillEnv({ CCBILL_FLEXFORMS_URL: fake.flexformsUrl })));
    const address = new URL(await gateway.paymentUrl(paymentRequest({ amountCents: 4999 })));
    address.searchParams.set('initialPrice', '0.99');
    const tampered = await fetch(address);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('formDigest does not match');

    const wrongSalt = new CcbillGateway(readCcbillConfig(ccbillEnv({ CCBILL_FLEXFORMS_URL: fake.flexformsUrl, CCBILL_SALT: 'other-salt' })));
    const refused = await fetch(await wrongSalt.paymentUrl(paymentRequest()));
    expect(refused.status).toBe(400);
    expect(fake.formRequests.at(-1)!.problems).toEqual(['formDigest does not match the price fields and the salt']);
  });

  it("prices in each FlexForms currency by its numeric code (AUD's leading zero included) and names an unsupported one", async () => {
    const gateway = new CcbillGateway(readCcbillConfig(ccbillEnv({ CCBILL_FLEXFORMS_URL: fake.flexformsUrl })));
    const codes: Record<string, string> = { USD: '840', EUR: '978', GBP: '826', CAD: '124', AUD: '036', JPY: '392' };
    for (const [currency, code] of Object.entries(codes)) {
      const address = await gateway.paymentUrl(paymentRequest({ currency, amountCents: 100000 }));
      expect(new URL(address).searchParams.get('currencyCode')).toBe(code);
      expect((await fetch(address)).status).toBe(200);
    }
    await expect(gateway.paymentUrl(paymentRequest({ currency: 'CHF' }))).rejects.toThrow(UnsupportedCurrencyError);
    await expect(gateway.paymentUrl(paymentRequest({ currency: 'CHF' }))).rejects.toThrow('must be one of USD, EUR, GBP, CAD, AUD, JPY');
    await expect(gateway.paymentUrl(paymentRequest({ amountCents: 0 }))).rejects.toThrow(RangeError);
  });
});

describe('CCBill webhooks posted by CCBill', () => {
  const ourId = randomUUID();
  const sale = {
    subscriptionId: '1000000001',
    transactionId: '0912191101000000159',
    clientAccnum: ACCOUNT.clientAccnum,
    clientSubacc: ACCOUNT.clientSubacc,
    timestamp: '2026-11-23 09:00:00',
    billedInitialPrice: '9.99',
    billedCurrencyCode: '840',
    initialPeriod: '365',
    email: 'fan@limelight.local',
    'X-limelight_transaction_id': ourId,
  };
  const reversalFields = {
    transactionId: '0912191101000000159',
    subscriptionId: '1000000001',
    clientAccnum: ACCOUNT.clientAccnum,
    clientSubacc: ACCOUNT.clientSubacc,
    timestamp: '2026-11-24 10:00:00',
    amount: '9.99',
    currencyCode: '840',
    currency: 'USD',
  };
  const cases: Array<{ eventType: string; fields: Record<string, string>; expected: object }> = [
    {
      eventType: 'NewSaleSuccess',
      fields: sale,
      expected: {
        eventId: 'NewSaleSuccess:0912191101000000159',
        transactionId: ourId,
        outcome: { kind: 'paid', amountCents: 999, currency: 'USD' },
        gatewayReference: '0912191101000000159',
      },
    },
    {
      eventType: 'NewSaleFailure',
      fields: { ...sale, subscriptionId: '', failureReason: 'Card declined', failureCode: 'BE-140' },
      expected: {
        eventId: 'NewSaleFailure:0912191101000000159',
        transactionId: ourId,
        outcome: { kind: 'failed', reason: 'Card declined (BE-140)' },
        gatewayReference: '0912191101000000159',
      },
    },
    {
      eventType: 'Refund',
      fields: { ...reversalFields, reason: 'Customer Refunded' },
      expected: {
        eventId: 'Refund:0912191101000000159',
        transactionId: null,
        outcome: { kind: 'reversed', reversal: 'refunded', reason: 'Customer Refunded' },
        gatewayReference: '0912191101000000159',
      },
    },
    {
      eventType: 'Chargeback',
      fields: { ...reversalFields, reason: 'Fraudulent transaction', 'X-limelight_transaction_id': ourId },
      expected: {
        eventId: 'Chargeback:0912191101000000159',
        transactionId: ourId,
        outcome: { kind: 'reversed', reversal: 'chargeback', reason: 'Fraudulent transaction' },
      },
    },
    {
      eventType: 'Void',
      fields: reversalFields,
      expected: { eventId: 'Void:0912191101000000159', outcome: { kind: 'reversed', reversal: 'voided' } },
    },
  ];

  let gateway: CcbillGateway;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    gateway = new CcbillGateway(readCcbillConfig(ccbillEnv({ CCBILL_WEBHOOK_ALLOWED_IPS: '127.0.0.1/32', CCBILL_WEBHOOK_SECRET: SECRET })));
    receiver = await startReceiver(gateway, '127.0.0.1');
  });
  afterAll(async () => {
    await receiver?.close();
  });

  const send = (webhook: WebhookToSend, secret: string | null = SECRET) =>
    fake.sendWebhook(secret === null ? receiver.url : `${receiver.url}?secret=${encodeURIComponent(secret)}`, webhook);

  for (const format of ['json', 'urlencoded'] as const) {
    for (const { eventType, fields, expected } of cases) {
      it(`maps ${eventType} sent as ${format}`, async () => {
        const answer = await send({ eventType, fields, format });
        expect(answer.status).toBe(200);
        const { events } = JSON.parse(answer.body);
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({ eventType, ...expected });
      });
    }
  }

  it('records an event it does not act on (outcome null), with an id of its own', async () => {
    const renewal = await send({ eventType: 'RenewalSuccess', fields: { ...sale, transactionId: '0912191101000000777' }, format: 'json' });
    expect(JSON.parse(renewal.body).events[0]).toMatchObject({
      eventId: 'RenewalSuccess:0912191101000000777',
      eventType: 'RenewalSuccess',
      outcome: null,
    });

    // Cancellation and Expiration carry no transaction id: the subscription and CCBill's timestamp identify them.
    const cancellation = { subscriptionId: '1000000001', timestamp: '2026-12-01 08:00:00', reason: 'Customer cancelled' };
    const first = JSON.parse((await send({ eventType: 'Cancellation', fields: cancellation, format: 'urlencoded' })).body);
    const again = JSON.parse((await send({ eventType: 'Cancellation', fields: cancellation, format: 'urlencoded' })).body);
    expect(first.events[0]).toMatchObject({ eventId: 'Cancellation:subscription:1000000001:2026-12-01 08:00:00', outcome: null });
    expect(again.events[0].eventId).toBe(first.events[0].eventId);
  });

  it('gives a redelivered event the same id, and different events different ids', async () => {
    const ids = [];
    for (const format of ['json', 'urlencoded', 'json'] as const) {
      ids.push(JSON.parse((await send({ eventType: 'NewSaleSuccess', fields: sale, format })).body).events[0].eventId);
    }
    expect(new Set(ids)).toEqual(new Set(['NewSaleSuccess:0912191101000000159']));

    const other = await send({ eventType: 'NewSaleSuccess', fields: { ...sale, transactionId: '0912191101000000160' }, format: 'json' });
    expect(JSON.parse(other.body).events[0].eventId).toBe('NewSaleSuccess:0912191101000000160');

    const bare = { eventType: 'Expiration', fields: { note: 'no ids at all' }, format: 'json' } as const;
    const bareIds = [];
    for (let i = 0; i < 2; i++) bareIds.push(JSON.parse((await send(bare)).body).events[0].eventId);
    expect(bareIds[0]).toMatch(/^Expiration:body:[0-9a-f]{64}$/);
    expect(bareIds[1]).toBe(bareIds[0]);
  });

  it('reads no transaction of ours from a body without our field, or with a value that is not a uuid', async () => {
    const { 'X-limelight_transaction_id': _omitted, ...withoutOurs } = sale;
    const missing = JSON.parse((await send({ eventType: 'NewSaleSuccess', fields: withoutOurs, format: 'json' })).body);
    expect(missing.events[0]).toMatchObject({ transactionId: null, outcome: { kind: 'paid', amountCents: 999 } });

    const notUuid = { ...sale, 'X-limelight_transaction_id': "1' OR '1'='1" };
    const injected = JSON.parse((await send({ eventType: 'NewSaleSuccess', fields: notUuid, format: 'urlencoded' })).body);
    expect(injected.events[0].transactionId).toBeNull();

    // A Background-Post style echo without the X- prefix is read too, upper-case uuid or not.
    const unprefixed = { ...withoutOurs, limelight_transaction_id: ourId.toUpperCase() };
    const plain = JSON.parse((await send({ eventType: 'NewSaleSuccess', fields: unprefixed, format: 'json' })).body);
    expect(plain.events[0].transactionId).toBe(ourId);
  });

  it('refuses a webhook whose URL lacks the secret or carries a wrong one', async () => {
    const missing = await send({ eventType: 'NewSaleSuccess', fields: sale, format: 'json' }, null);
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.body).message).toBe('CCBill webhook without the right secret in its URL');

    for (const wrong of ['', `${SECRET}x`, SECRET.slice(0, -1), SECRET.toUpperCase()]) {
      expect((await send({ eventType: 'NewSaleSuccess', fields: sale, format: 'json' }, wrong)).status).toBe(401);
    }
    // Fastify's query parser turns a repeated parameter into a list: never taken for the secret.
    const repeated = { eventType: 'NewSaleSuccess', secret: [SECRET, SECRET] } as unknown as WebhookDelivery['query'];
    await expect(gateway.readWebhook(delivery({ remoteAddress: '127.0.0.1', query: repeated }))).rejects.toThrow(WebhookRefused);
    const right = { eventType: 'NewSaleSuccess', secret: SECRET };
    await expect(gateway.readWebhook(delivery({ remoteAddress: '127.0.0.1', query: right }))).resolves.toHaveLength(1);
  });

  it('refuses a webhook from an address outside the allowed ranges', async () => {
    const elsewhere = new CcbillGateway(readCcbillConfig(ccbillEnv()));
    const outside = await startReceiver(elsewhere, '127.0.0.1');
    try {
      const answer = await fake.sendWebhook(outside.url, { eventType: 'NewSaleSuccess', fields: sale, format: 'json' });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).message).toBe("CCBill webhook from 127.0.0.1, outside CCBill's address ranges");
    } finally {
      await outside.close();
    }
  });

  it('checks an IPv4 client seen on a dual-stack socket (::ffff:127.0.0.1) against the IPv4 ranges', async () => {
    let dualStack: Awaited<ReturnType<typeof startReceiver>>;
    try {
      dualStack = await startReceiver(gateway, '::');
    } catch {
      return; // no IPv6 on this machine: the readWebhook cases below still cover mapped addresses
    }
    try {
      const answer = await fake.sendWebhook(`${dualStack.url}?secret=${SECRET}`, { eventType: 'NewSaleSuccess', fields: sale, format: 'json' });
      expect(answer.status).toBe(200);
    } finally {
      await dualStack.close();
    }
  });
});

describe('CCBill webhook checks (readWebhook)', () => {
  const gateway = new CcbillGateway(readCcbillConfig(ccbillEnv()));

  it("accepts CCBill's published ranges, plain or IPv4-mapped, and nothing around them", async () => {
    for (const address of ['64.38.212.1', '64.38.215.254', '64.38.240.100', '64.38.241.9', '::ffff:64.38.212.1', '::FFFF:64.38.241.254', '::ffff:4026:d401']) {
      await expect(gateway.readWebhook(delivery({ remoteAddress: address }))).resolves.toHaveLength(1);
    }
    for (const address of ['64.38.213.1', '64.38.242.1', '127.0.0.1', '::ffff:127.0.0.1', '::1', '2001:db8::1', '', 'not-an-ip']) {
      await expect(gateway.readWebhook(delivery({ remoteAddress: address }))).rejects.toThrow(WebhookRefused);
    }
  });

  it('refuses a webhook for another CCBill account, without a well-formed event type, or with a body that is not JSON or form data', async () => {
    await expect(gateway.readWebhook(delivery({ query: { clientAccnum: '900999', eventType: 'NewSaleSuccess' } }))).rejects.toThrow(
      'for account 900999, not ours',
    );
    await expect(gateway.readWebhook(delivery({ query: { clientAccnum: ACCOUNT.clientAccnum } }))).rejects.toThrow('without an eventType');
    await expect(gateway.readWebhook(delivery({ query: { eventType: 'NewSale<script>' } }))).rejects.toThrow('malformed eventType');
    await expect(gateway.readWebhook(delivery({ rawBody: Buffer.from('{"transactionId": ') }))).rejects.toThrow('not valid JSON');
    await expect(gateway.readWebhook(delivery({ rawBody: Buffer.from('["NewSaleSuccess"]') }))).rejects.toThrow('not a JSON object');
  });

  it('reads a form body whatever its content type says, and ignores a field sent twice', async () => {
    const body = Buffer.from('transactionId=0912191101000000159&billedInitialPrice=12.5&billedInitialPrice=0.01');
    const [event] = await gateway.readWebhook(delivery({ rawBody: body, headers: { 'content-type': 'application/x-www-form-encoded' } }));
    expect(event).toMatchObject({ eventId: 'NewSaleSuccess:0912191101000000159', gatewayReference: '0912191101000000159', outcome: { kind: 'paid' } });
    expect(event.outcome).not.toHaveProperty('amountCents');

    const [priced] = await gateway.readWebhook(delivery({ rawBody: Buffer.from('transactionId=1&billedInitialPrice=12.5&billedCurrency=eur'), headers: {} }));
    expect(priced).toMatchObject({ gatewayReference: '1', outcome: { kind: 'paid', amountCents: 1250, currency: 'EUR' } });
  });

  it('reads the charge in the currency CCBill billed, by its numeric code first, an unknown code kept as it came', async () => {
    const charged = async (fields: Record<string, string>) =>
      (await gateway.readWebhook(delivery({ rawBody: Buffer.from(JSON.stringify({ transactionId: '7', ...fields })) })))[0].outcome;
    expect(
      await charged({
        billedInitialPrice: '10.00',
        billedCurrencyCode: '036',
        billedCurrency: 'USD',
        accountingInitialPrice: '6.50',
        accountingCurrencyCode: '840',
      }),
    ).toEqual({ kind: 'paid', amountCents: 1000, currency: 'AUD' });
    expect(await charged({ billedInitialPrice: '10.00', billedCurrencyCode: '756' })).toEqual({ kind: 'paid', amountCents: 1000, currency: '756' });
    expect(await charged({ accountingInitialPrice: '10.00', accountingCurrencyCode: '840' })).toEqual({ kind: 'paid' });
  });
});
