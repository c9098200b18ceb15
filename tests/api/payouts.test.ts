/**
 * @jest-environment node
 */
// Paying performers: their payout details (encrypted at rest), what they are owed and when, the admins' batches
// (what is due, mark paid with a reference, CSV), refunds after a payout taken off the next one, and bad input.
import { DetailsCipher } from '../../server/modules/payouts/details-cipher';
import { createPerformer, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseVideo } from './helpers/checkout';
import { DEMO, type TestApp } from './helpers/test-app';
import fs from 'node:fs';
import path from 'node:path';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createCheckoutApp();
  admin = await t.login('admin', DEMO.admin.password);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const BANK = {
  method: 'bank_transfer',
  details: { accountHolder: 'Ann Performer', accountNumber: 'GB33 BUKB 2020 1555 5555 55', routingCode: 'BUKBGB22' },
  thresholdCents: 2000,
};

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: unknown };
const call = ({ payload, ...c }: Call) => t.request({ ...c, url: `/api${c.url}`, ...(payload !== undefined && { payload: payload as object }) });
const data = async (c: Call) => {
  const res = await call(c);
  if (res.statusCode !== 200) throw new Error(`${c.method} ${c.url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

async function performer() {
  const user = await createPerformer(t.db);
  return { id: user.id, username: user.username, token: await t.login(user.username, 'test-password') };
}

/** A sale of one of the performer's videos through checkout, its earning dated `daysAgo`: the earning's net and the transaction. */
async function sale(performerId: string, daysAgo: number, priceCents = 1000) {
  const video = await createVideo(t.db, { performer_id: performerId, access: 'sale', price_cents: priceCents });
  const user = await createUser(t.db);
  const buyer = { id: user.id, token: await t.login(user.username, 'test-password') };
  const transactionId = await pendingPurchase(await purchaseVideo(t, buyer, video.id));
  expect((await decide(t, buyer, transactionId, 'approve')).statusCode).toBe(200);
  const earning = await t.db
    .updateTable('earnings')
    .set({ created_at: new Date(Date.now() - daysAgo * DAY) })
    .where('source_id', '=', video.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { net: earning.net_cents, transactionId, earningId: earning.id };
}

const payBatch = (performerIds: string[], reference = 'BANK-REF-1') =>
  call({ method: 'POST', url: '/admin/payouts/batches', token: admin, payload: { performerIds, reference } });

describe('payout details', () => {
  it('are kept encrypted, shown masked, and replaced whole', async () => {
    const p = await performer();
    expect(await data({ method: 'GET', url: '/performer/payout-account', token: p.token })).toBeNull();
    const saved = await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: BANK });
    expect(saved).toMatchObject({ method: 'bank_transfer', summary: 'Bank account ending 5555', thresholdCents: 2000 });
    expect(JSON.stringify(saved)).not.toContain('GB33');

    const row = await t.db.selectFrom('payout_accounts').selectAll().where('performer_id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.details).not.toMatch(/GB33|Ann Performer|BUKB/);
    const key = fs.readFileSync(path.join(t.config.dataDir, 'payout-details-key'), 'utf8').trim();
    expect(new DetailsCipher(key).open(p.id, row.details)).toEqual({
      accountHolder: 'Ann Performer',
      accountNumber: 'GB33BUKB20201555555555',
      routingCode: 'BUKBGB22',
    });
    // Bound to its performer: the same value on another row does not open.
    expect(() => new DetailsCipher(key).open(randomId(), row.details)).toThrow();

    const wallet = { method: 'crypto_wallet', details: { network: 'ethereum', address: '0x52908400098527886E0F7030069857D2E4169EE7' }, thresholdCents: 10000 };
    expect(await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: wallet })).toMatchObject({
      method: 'crypto_wallet',
      summary: 'Ethereum wallet 0x5290…9EE7',
      thresholdCents: 10000,
    });
  });

  it('refuses bad input and a threshold under the site’s minimum, changing nothing', async () => {
    const p = await performer();
    await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: BANK });
    const before = await t.db.selectFrom('payout_accounts').selectAll().where('performer_id', '=', p.id).executeTakeFirstOrThrow();
    const bad: unknown[] = [
      { ...BANK, thresholdCents: 1999 },
      { ...BANK, thresholdCents: 2e9 },
      { ...BANK, thresholdCents: 20.5 },
      { ...BANK, method: 'cash' },
      { ...BANK, details: { accountHolder: 'Ann' } },
      { ...BANK, details: { ...BANK.details, accountHolder: 'Ann\u0000' } },
      { method: 'paypal', details: { email: 'not an address' }, thresholdCents: 5000 },
      { method: 'paypal', details: BANK.details, thresholdCents: 5000 },
      { method: 'crypto_wallet', details: { network: 'dogecoin', address: '0x52908400098527886E0F7030069857D2E4169EE7' }, thresholdCents: 5000 },
      { method: 'crypto_wallet', details: { network: 'bitcoin', address: 'short' }, thresholdCents: 5000 },
      {},
    ];
    for (const payload of bad) {
      const res = await call({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    const low = await call({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: { ...BANK, thresholdCents: 1999 } });
    expect(low.json()).toMatchObject({ code: 'THRESHOLD_TOO_LOW', message: 'The payout threshold must be at least $20.00.' });
    expect(await t.db.selectFrom('payout_accounts').selectAll().where('performer_id', '=', p.id).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('what a performer is owed, and the admins’ batches', () => {
  it('holds new earnings for 7 days, says when the next payout goes and how much, and pays a batch once', async () => {
    const p = await performer();
    const old = await sale(p.id, 10);
    const recent = await sale(p.id, 1);
    let summary = await data({ method: 'GET', url: '/performer/payouts/summary', token: p.token });
    expect(summary).toMatchObject({ account: null, holdDays: 7, minimumThresholdCents: 2000, availableCents: old.net, pendingCents: recent.net, owedCents: 0 });
    expect(new Date(summary.pendingFrom).getTime()).toBeGreaterThan(Date.now() + 5 * DAY);
    expect(new Date(`${summary.nextPayoutDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(summary).toMatchObject({ nextPayoutCents: 0, nextPayoutBlocked: 'No payout details' });

    await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: { ...BANK, thresholdCents: 2000 } });
    summary = await data({ method: 'GET', url: '/performer/payouts/summary', token: p.token });
    // On the payout day, what is held now may have come out of the hold too.
    expect([null, 'Below their threshold']).toContain(summary.nextPayoutBlocked);

    const due = (await data({ method: 'GET', url: '/admin/payouts/due', token: admin })).data;
    const mine = due.find((d: { performer: { _id: string } }) => d.performer._id === p.id);
    expect(mine).toMatchObject({ performer: { username: p.username }, method: 'bank_transfer', summary: 'Bank account ending 5555', netCents: old.net });
    expect(mine.blocked).toBe(old.net >= 2000 ? null : 'Below their threshold');
  });

  it('marks a batch paid with its reference; paying again, or twice at once, pays nothing twice', async () => {
    const p = await performer();
    await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: BANK });
    const a = await sale(p.id, 9, 2500);
    const b = await sale(p.id, 8, 1500);
    const pending = await sale(p.id, 2, 4000);

    const [first, second] = await Promise.all([payBatch([p.id], 'WIRE 2026-11-30'), payBatch([p.id], 'WIRE 2026-11-30 again')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const batch = [first, second].find((r) => r.statusCode === 200)!.json().data;
    expect(batch).toMatchObject({ payoutsCount: 1, totalCents: a.net + b.net, createdBy: 'admin' });
    expect(batch.payouts).toEqual([expect.objectContaining({ performer: { _id: p.id, username: p.username }, netCents: a.net + b.net, earningsCount: 2 })]);
    expect([first, second].find((r) => r.statusCode === 409)!.json().code).toBe('NOTHING_DUE');

    const earnings = await t.db.selectFrom('earnings').select(['id', 'payout_id', 'paid_out_at']).where('performer_id', '=', p.id).execute();
    const paidIds = earnings.filter((e) => e.payout_id === batch.payouts[0]._id).map((e) => e.id);
    expect(paidIds.sort()).toEqual([a.earningId, b.earningId].sort());
    expect(earnings.find((e) => e.id === pending.earningId)).toMatchObject({ payout_id: null, paid_out_at: null });

    const own = (await data({ method: 'GET', url: '/performer/payouts', token: p.token })).data;
    expect(own).toEqual([expect.objectContaining({ netCents: a.net + b.net, reference: batch.reference, summary: 'Bank account ending 5555' })]);
    const summary = await data({ method: 'GET', url: '/performer/payouts/summary', token: p.token });
    expect(summary).toMatchObject({ availableCents: 0, pendingCents: pending.net, paidCents: a.net + b.net });

    const audit = (await data({ method: 'GET', url: `/admin/audit?targetId=${batch._id}`, token: admin })).data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['payout.batch']);
    expect((await data({ method: 'GET', url: '/admin/payouts/batches', token: admin })).data[0]).toMatchObject({ _id: batch._id, reference: batch.reference });
  });

  it('pays no one without details, under their threshold or suspended, and refuses a bad batch', async () => {
    const none = await performer();
    await sale(none.id, 10, 5000);
    const high = await performer();
    await data({ method: 'PUT', url: '/performer/payout-account', token: high.token, payload: { ...BANK, thresholdCents: 1_000_000 } });
    await sale(high.id, 10, 5000);
    const suspended = await performer();
    await data({ method: 'PUT', url: '/performer/payout-account', token: suspended.token, payload: BANK });
    await sale(suspended.id, 10, 5000);
    await data({ method: 'POST', url: `/admin/users/${suspended.id}/suspend`, token: admin, payload: { reason: 'Under review' } });
    const res = await payBatch([none.id, high.id, suspended.id]);
    expect([res.statusCode, res.json().code]).toEqual([409, 'NOTHING_DUE']);
    const due = (await data({ method: 'GET', url: '/admin/payouts/due', token: admin })).data;
    const blocked = Object.fromEntries(due.map((d: { performer: { _id: string }; blocked: string | null }) => [d.performer._id, d.blocked]));
    expect([blocked[none.id], blocked[high.id], blocked[suspended.id]]).toEqual(['No payout details', 'Below their threshold', 'Account suspended']);
    // Reinstated, they are due again.
    await data({ method: 'POST', url: `/admin/users/${suspended.id}/reinstate`, token: admin });
    expect((await payBatch([suspended.id], 'AFTER-REVIEW')).statusCode).toBe(200);

    for (const payload of [
      { performerIds: [], reference: 'X' },
      { performerIds: [none.id], reference: '  ' },
      { performerIds: ['nope'], reference: 'X' },
      { performerIds: [none.id] },
    ]) {
      const answer = await call({ method: 'POST', url: '/admin/payouts/batches', token: admin, payload });
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status: 400 });
    }
    expect(
      await t.db.selectFrom('earnings').select('id').where('performer_id', 'in', [none.id, high.id]).where('paid_out_at', 'is not', null).execute(),
    ).toEqual([]);
  });

  it('takes a refund of an earning paid before off the next payout', async () => {
    const p = await performer();
    await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: BANK });
    const paidSale = await sale(p.id, 20, 3000);
    expect((await payBatch([p.id], 'FIRST')).statusCode).toBe(200);
    expect((await call({ method: 'POST', url: `/payment/transactions/${paidSale.transactionId}/refund`, token: admin })).statusCode).toBe(200);
    const next = await sale(p.id, 9, 9000);
    const summary = await data({ method: 'GET', url: '/performer/payouts/summary', token: p.token });
    expect(summary).toMatchObject({ owedCents: paidSale.net, availableCents: next.net - paidSale.net });

    const second = (await payBatch([p.id], 'SECOND')).json().data;
    expect(second.payouts[0]).toMatchObject({ netCents: next.net - paidSale.net, clawedBackCents: paidSale.net, earningsCount: 1 });
    expect(await data({ method: 'GET', url: '/performer/payouts/summary', token: p.token })).toMatchObject({ owedCents: 0, availableCents: 0 });
  });
});

describe('a batch as CSV', () => {
  it('lists where each payout went, decrypted for the bank, with formulas defused; reading it is audited', async () => {
    const p = await performer();
    const holder = '=HYPERLINK("http://evil.example")';
    await data({ method: 'PUT', url: '/performer/payout-account', token: p.token, payload: { ...BANK, details: { ...BANK.details, accountHolder: holder } } });
    const s = await sale(p.id, 10, 4200);
    const batch = (await payBatch([p.id], 'CSV-REF')).json().data;
    // Details changed after the payout: the CSV says where that payout went.
    await data({
      method: 'PUT',
      url: '/performer/payout-account',
      token: p.token,
      payload: { method: 'paypal', details: { email: 'new@example.com' }, thresholdCents: 2000 },
    });

    const res = await call({ method: 'GET', url: `/admin/payouts/batches/${batch._id}/csv`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payouts-\d{4}-\d\d-\d\d-[0-9a-f]{8}\.csv"$/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const [header, line] = res.body.trim().split('\r\n');
    expect(header).toBe(
      '"payout_id","performer","amount","method","account_holder","account_number","routing_code","bank_name","paypal_email","wallet_network","wallet_address","reference","earnings"',
    );
    expect(line).toContain(
      `"${p.username}","${(s.net / 100).toFixed(2)}","bank_transfer","'=HYPERLINK(""http://evil.example"")","GB33BUKB20201555555555","BUKBGB22"`,
    );
    expect(line).toContain('"CSV-REF","1"');
    expect(line).not.toContain('new@example.com');
    const audit = (await data({ method: 'GET', url: `/admin/audit?targetId=${batch._id}`, token: admin })).data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['payout.export', 'payout.batch']);
    expect((await call({ method: 'GET', url: `/admin/payouts/batches/${randomId()}/csv`, token: admin })).statusCode).toBe(404);
  });
});

function randomId() {
  return (
    '00000000-0000-4000-8000-' +
    Math.floor(Math.random() * 1e12)
      .toString()
      .padStart(12, '0')
  );
}
