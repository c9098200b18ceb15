/**
 * @jest-environment node
 */
// Tips: a fan sends a creator money with a message, paid through the gateway like any purchase; the creator earns
// from it (source 'tip'), sees it with its sender and message in the Studio and is told; a double click makes one
// order, a second approval pays once, a refund takes it back; every bad amount, currency, message, creator or item
// is a clear 4xx that writes nothing.
import { createCreatorPost, createPerformer, createUser, createVideo, subscribe } from './helpers/catalogue';
import { createCheckoutApp, decide, ledger, pendingPurchase, type Buyer } from './helpers/checkout';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let star: { id: string; token: string; username: string };
let admin: string;

beforeAll(async () => {
  t = await createCheckoutApp();
  const performer = await createPerformer(t.db, { name: 'Tip Star' });
  star = { id: performer.id, username: performer.username, token: await t.login(performer.username, 'test-password') };
  admin = await t.login((await createUser(t.db, { roles: ['admin'] })).username, 'test-password');
}, 60_000);
afterAll(() => t.close());

async function newFan(name = 'Cas Fan'): Promise<Buyer & { username: string }> {
  const user = await createUser(t.db, { name });
  return { id: user.id, username: user.username, token: await t.login(user.username, 'test-password') };
}

const tip = (fan: Buyer, payload: object | string) =>
  t.request({
    method: 'POST',
    url: '/api/payment/tip',
    token: fan.token,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const received = async (token = star.token) => {
  const res = await t.request({ method: 'GET', url: '/api/performer/tips', token });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    data: Array<{ amountCents: number; message: string | null; fan: { name: string }; refunded: boolean }>;
    total: number;
    totalCents: number;
  };
};
const tipRows = () => t.db.selectFrom('tips').select(['id', 'paid_at']).execute();

describe('tips', () => {
  it('a $5 tip with a message is paid once, earned as a tip, listed in the Studio and told to the creator', async () => {
    const fan = await newFan('Cas Fan');
    const txId = await pendingPurchase(await tip(fan, { performerId: star.id, amountCents: 500, message: '  Thanks for the swim!  ' }));
    const tx = await t.db.selectFrom('transactions').selectAll().where('id', '=', txId).executeTakeFirstOrThrow();
    expect([tx.type, tx.amount_cents]).toEqual(['tip', 500]);
    expect((await received()).data).toEqual([]); // not counted before it is paid

    await Promise.all([decide(t, fan, txId, 'approve'), decide(t, fan, txId, 'approve')]);
    const earned = await t.db.selectFrom('earnings').selectAll().where('transaction_id', '=', txId).execute();
    expect(earned.map((e) => [e.source_type, e.gross_cents, e.performer_id])).toEqual([['tip', 500, star.id]]);
    const studio = await received();
    expect(studio).toMatchObject({
      total: 1,
      totalCents: 500,
      data: [{ amountCents: 500, message: 'Thanks for the swim!', fan: { name: 'Cas Fan' }, refunded: false }],
    });

    const bell = await t.request({ method: 'GET', url: '/api/notifications', token: star.token });
    expect(bell.json().data.items.map((n: { kind: string; text: string }) => [n.kind, n.text])).toContainEqual([
      'tip_received',
      'Cas Fan sent you a tip of $5.00: “Thanks for the swim!”',
    ]);
    const mine = await t.request({ method: 'GET', url: '/api/transactions/user/search?type=tip', token: fan.token });
    expect(mine.json().data.data.map((x: { type: string; amount: number; description: string }) => [x.type, x.amount, x.description])).toEqual([
      ['tip', 500, expect.stringContaining('Tip to Tip Star')],
    ]);
  });

  it('a double click sends one tip; another amount is another tip; a paid tip does not stop the next one', async () => {
    const fan = await newFan();
    const same = { performerId: star.id, amountCents: 1000, message: 'Again' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => tip(fan, same)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((r) => r.json().data.order._id)).size).toBe(1);
    const other = (await tip(fan, { ...same, amountCents: 2000 })).json().data.order._id;
    expect(other).not.toBe(answers[0].json().data.order._id);
    await decide(t, fan, answers[0].json().data.transaction._id, 'approve');
    const next = (await tip(fan, same)).json().data.order._id;
    expect(next).not.toBe(answers[0].json().data.order._id);
  });

  it('a tip from an item of the creator is kept with it; a refund takes it out of the total and reverses the earning', async () => {
    const fan = await newFan();
    const post = await createCreatorPost(t.db, { performer_id: star.id, published_at: new Date(Date.now() - 1000) });
    const before = (await received()).totalCents;
    const txId = await pendingPurchase(await tip(fan, { performerId: star.id, amountCents: 300, on: { type: 'creator_post', id: post.id } }));
    await decide(t, fan, txId, 'approve');
    expect((await received()).totalCents).toBe(before + 300);
    expect((await received()).data[0]).toMatchObject({ amountCents: 300, message: null, on: { type: 'creator_post', id: post.id } });

    expect((await t.request({ method: 'POST', url: `/api/payment/transactions/${txId}/refund`, token: admin, payload: {} })).statusCode).toBe(200);
    expect((await received()).totalCents).toBe(before);
    expect((await received()).data[0]).toMatchObject({ amountCents: 300, refunded: true });
    const earning = await t.db.selectFrom('earnings').select('status').where('transaction_id', '=', txId).executeTakeFirstOrThrow();
    expect(earning.status).toBe('reversed');
  });

  it('refuses bad amounts, another currency, bad messages, oneself, a non-performer, a blocked fan and a stranger’s item, writing nothing', async () => {
    const fan = await newFan();
    const other = await createPerformer(t.db);
    const othersVideo = await createVideo(t.db, { performer_id: other.id });
    const notPerformer = await createUser(t.db);
    const blocked = await newFan();
    expect((await t.request({ method: 'PUT', url: `/api/performer/blocks/${blocked.id}`, token: star.token })).statusCode).toBe(200);
    const ok = { performerId: star.id, amountCents: 500 };
    const before = { ledger: await ledger(t), tips: await tipRows() };
    const cases: Array<[Buyer, object | string, number, string?]> = [
      [fan, { ...ok, amountCents: 0 }, 400],
      [fan, { ...ok, amountCents: -1 }, 400],
      [fan, `{"performerId":"${star.id}","amountCents":1e309}`, 400],
      [fan, { ...ok, amountCents: 4.5 }, 400],
      [fan, { ...ok, amountCents: '500' }, 400],
      [fan, { ...ok, amountCents: 99 }, 400, 'TIP_AMOUNT'],
      [fan, { ...ok, amountCents: 50_001 }, 400, 'TIP_AMOUNT'],
      [fan, { ...ok, amountCents: 10_000_100 }, 400, 'TIP_AMOUNT'],
      [fan, { ...ok, currency: 'EUR' }, 400, 'WRONG_CURRENCY'],
      [fan, { ...ok, message: 'hi\u0000there' }, 400, 'INVALID_INPUT'],
      [fan, { ...ok, message: 'x'.repeat(501) }, 400, 'INVALID_MESSAGE'],
      [fan, { ...ok, message: 'x'.repeat(1024 * 1024) }, 413],
      [fan, { amountCents: 500 }, 400],
      [fan, { ...ok, performerId: notPerformer.id }, 404, 'PERFORMER_NOT_FOUND'],
      [fan, { ...ok, performerId: '00000000-0000-4000-8000-000000000000' }, 404, 'PERFORMER_NOT_FOUND'],
      [fan, { ...ok, performerId: 'not-a-uuid' }, 400],
      [fan, { ...ok, on: { type: 'video', id: othersVideo.id } }, 404, 'ITEM_NOT_FOUND'],
      [blocked, ok, 403, 'BLOCKED_BY_CREATOR'],
      [star, ok, 422, 'OWN_TIP'],
    ];
    for (const [who, payload, status, code] of cases) {
      const res = await tip(who, payload);
      const label = typeof payload === 'string' ? payload : JSON.stringify(payload).slice(0, 120);
      expect({ label, status: res.statusCode, ...(code && { code: res.json().code }) }).toEqual({ label, status, ...(code && { code }) });
    }
    expect((await t.request({ method: 'POST', url: '/api/payment/tip', payload: ok })).statusCode).toBe(401);
    expect({ ledger: await ledger(t), tips: await tipRows() }).toEqual(before);

    // A coupon is not for tips: a code sent along is not read (an unknown one would be refused), the tip is whole.
    const withCode = await tip(fan, { ...ok, couponCode: 'NO-SUCH-CODE' });
    expect([withCode.statusCode, withCode.json().data.order.total]).toEqual([200, 500]);
  });

  it('shows in the conversation of the fan and the creator once paid, once however often it is approved; it cannot be deleted', async () => {
    const fan = await newFan('Ben Talker');
    await subscribe(t.db, fan.id, star.id);
    const hello = await t.request({ method: 'POST', url: '/api/messages', token: fan.token, payload: { to: star.id, body: 'Hi!' } });
    const conversationId = hello.json().data.conversationId;
    const txId = await pendingPurchase(await tip(fan, { performerId: star.id, amountCents: 700, message: 'Coffee on me' }));
    const history = async () =>
      (await t.request({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, token: star.token })).json().data.items as Array<{
        _id: string;
        body: string;
        tip: unknown;
      }>;
    expect((await history()).map((m) => m.body)).toEqual(['Hi!']); // not before it is paid
    await decide(t, fan, txId, 'approve');
    await decide(t, fan, txId, 'approve');
    const [shown] = await history();
    expect(shown).toMatchObject({ body: 'Coffee on me', senderId: fan.id, tip: { amountCents: 700, currency: 'USD' } });
    expect((await history()).filter((m) => m.tip)).toHaveLength(1);
    const removed = await t.request({ method: 'DELETE', url: `/api/messages/${shown._id}`, token: fan.token });
    expect([removed.statusCode, removed.json().code]).toEqual([409, 'TIP_MESSAGE']);
    // Without a conversation, a tip writes none.
    const quiet = await newFan();
    await decide(t, quiet, await pendingPurchase(await tip(quiet, { performerId: star.id, amountCents: 300 })), 'approve');
    const theirs = await t.db
      .selectFrom('conversations')
      .select('id')
      .where((eb) => eb.or([eb('user_low', '=', quiet.id), eb('user_high', '=', quiet.id)]))
      .execute();
    expect(theirs).toEqual([]);
  });

  it('the Studio list is the creator’s own: a fan is refused', async () => {
    const fan = await newFan();
    expect((await t.request({ method: 'GET', url: '/api/performer/tips', token: fan.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/performer/tips' })).statusCode).toBe(401);
  });
});
