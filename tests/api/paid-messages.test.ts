/**
 * @jest-environment node
 */
// Photos in messages and paid messages: a sender's photos go by tus into their draft for the conversation and leave
// it with the message that sends them; a creator's price locks them for the receiver (a blurred preview) until they
// unlock it through the gateway, once however often they click or approve; the creator earns from it (source
// 'message'); a refund locks it again and ends its links; a deleted paid message stays for its buyer; a message to all
// carries its photos and price to each copy. Every refusal is a clear 4xx that writes and charges nothing.
import { injectTransport } from '../../server/payments/webhook-transport';
import { createPerformer, createUser } from './helpers/catalogue';
import { decide, pendingPurchase } from './helpers/checkout';
import { listen } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';
import { cameraJpeg, tusSend } from './helpers/tus-uploads';

let t: TestApp;
let base: string;
let admin: string;
let photoBytes: Buffer;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { webhookTransport: injectTransport, jobs: 'send' });
  base = await listen(t);
  admin = await t.login((await createUser(t.db, { roles: ['admin'] })).username, 'test-password');
  photoBytes = await cameraJpeg(320, 200);
}, 60_000);
afterAll(() => t.close());

interface Person {
  id: string;
  token: string;
}

async function person(kind: 'fan' | 'creator', name?: string): Promise<Person> {
  const user = kind === 'fan' ? await createUser(t.db, name ? { name } : {}) : await createPerformer(t.db, name ? { name } : {});
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}

const call = (who: Person | string | undefined, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
  t.request({ method, url: `/api${url}`, token: typeof who === 'string' ? who : who?.token, payload: payload as object });

/** A creator who takes messages from anyone, a fan who wrote to them: their conversation. */
async function pair(): Promise<{ creator: Person; fan: Person; conversationId: string }> {
  const creator = await person('creator', 'Paid Star');
  const fan = await person('fan', 'Lou Fan');
  expect((await call(creator, 'PUT', '/performer/message-policy', { policy: 'anyone' })).statusCode).toBe(200);
  const hello = await call(fan, 'POST', '/messages', { to: creator.id, body: 'Hello!' });
  expect(hello.statusCode).toBe(200);
  return { creator, fan, conversationId: hello.json().data.conversationId };
}

const upload = (who: Person, metadata: Record<string, string>) =>
  tusSend(`${base}/api/messages/uploads`, who.token, { filename: 'photo.jpg', ...metadata }, photoBytes);

/** Uploads a photo into the sender's draft for the conversation (or for all): its id once ready. */
async function draftPhoto(who: Person, conversationId: string | null): Promise<string> {
  const sent = await upload(who, conversationId ? { conversationId } : { for: 'all' });
  expect(sent).toEqual({ status: 204, message: '' });
  const res = await call(who, 'GET', conversationId ? `/conversations/${conversationId}/draft-photos` : '/performer/broadcasts/draft-photos');
  const ready = (res.json().data as Array<{ _id: string; state: string }>).filter((p) => p.state === 'ready');
  return ready.at(-1)!._id;
}

interface MessageView {
  _id: string;
  body: string;
  deleted: boolean;
  photos: Array<{ _id: string; thumbnail: string | null; url: string | null }>;
  price: { amountCents: number; unlocked: boolean } | null;
}

async function history(who: Person, conversationId: string): Promise<MessageView[]> {
  const res = await call(who, 'GET', `/conversations/${conversationId}/messages`);
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}
const viewOf = async (who: Person, conversationId: string, id: string) => (await history(who, conversationId)).find((m) => m._id === id)!;
/** A file link as the browser asks for it (a path on this site), with the viewer's session. */
const fetchFile = (link: string, who?: Person) => t.request({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, ''), token: who?.token });
const unlock = (who: Person, id: string) => call(who, 'POST', `/payment/purchase-message/${id}`, {});
const counts = async () => ({
  orders: Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  messages: Number(
    (
      await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('paid messages', () => {
  it('a creator sends a paid photo; the fan sees a blurred preview, unlocks it once through the sandbox and sees it; a refund locks it again', async () => {
    const { creator, fan, conversationId } = await pair();
    const photo = await draftPhoto(creator, conversationId);
    const sent = await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: 'Just for you', attachments: [photo], priceCents: 500 });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data._id;
    expect(sent.json().data).toMatchObject({ body: 'Just for you', price: { amountCents: 500, unlocked: true }, photos: [{ _id: photo }] });
    expect(sent.json().data.photos[0].url).toEqual(expect.any(String));
    // The draft is empty again: the photo went with the message.
    expect((await call(creator, 'GET', `/conversations/${conversationId}/draft-photos`)).json().data).toEqual([]);

    const locked = await viewOf(fan, conversationId, id);
    expect(locked).toMatchObject({ body: 'Just for you', price: { amountCents: 500, unlocked: false } });
    expect(locked.photos).toHaveLength(1);
    expect(locked.photos[0].url).toBeNull();
    expect((await fetchFile(locked.photos[0].thumbnail!)).statusCode).toBe(200); // the blurred preview is public

    // Clicked twice: one order; approved twice: paid once, earned once as a message.
    const [first, second] = await Promise.all([unlock(fan, id), unlock(fan, id)]);
    const txId = await pendingPurchase(first);
    expect(await pendingPurchase(second)).toBe(txId);
    await Promise.all([decide(t, fan, txId, 'approve'), decide(t, fan, txId, 'approve')]);
    const earned = await t.db.selectFrom('earnings').selectAll().where('transaction_id', '=', txId).execute();
    expect(earned.map((e) => [e.source_type, e.gross_cents, e.performer_id])).toEqual([['message', 500, creator.id]]);
    const tx = await t.db.selectFrom('transactions').select(['type', 'amount_cents']).where('id', '=', txId).executeTakeFirstOrThrow();
    expect(tx).toEqual({ type: 'message_purchase', amount_cents: 500 });

    const open = await viewOf(fan, conversationId, id);
    expect(open.price).toEqual({ amountCents: 500, unlocked: true });
    const full = await fetchFile(open.photos[0].url!, fan);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toContain('image/');
    // The link is the buyer's: not another account's.
    expect((await fetchFile(open.photos[0].url!, await person('fan'))).statusCode).toBeGreaterThanOrEqual(400);

    const again = await unlock(fan, id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_BOUGHT']);

    expect((await call(admin, 'POST', `/payment/transactions/${txId}/refund`, {})).statusCode).toBe(200);
    const relocked = await viewOf(fan, conversationId, id);
    expect(relocked.price).toEqual({ amountCents: 500, unlocked: false });
    expect(relocked.photos[0].url).toBeNull();
    expect((await fetchFile(open.photos[0].url!, fan)).statusCode).toBe(410);
  });

  it('a sender deletes a paid message: gone for both, but its buyer keeps what they unlocked', async () => {
    const { creator, fan, conversationId } = await pair();
    const messages: string[] = [];
    for (const body of ['Bought one', 'Not bought']) {
      const photo = await draftPhoto(creator, conversationId);
      messages.push(
        (await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body, attachments: [photo], priceCents: 300 })).json().data._id,
      );
    }
    const txId = await pendingPurchase(await unlock(fan, messages[0]));
    expect((await decide(t, fan, txId, 'approve')).statusCode).toBe(200);
    for (const id of messages) expect((await call(creator, 'DELETE', `/messages/${id}`)).statusCode).toBe(200);

    const [bought, gone] = await Promise.all(messages.map((id) => viewOf(fan, conversationId, id)));
    expect(bought).toMatchObject({ body: 'Bought one', deleted: false, price: { unlocked: true } });
    expect(bought.photos[0].url).toEqual(expect.any(String));
    expect(gone).toMatchObject({ body: '', deleted: true, photos: [] });
    expect(await viewOf(creator, conversationId, messages[0])).toMatchObject({ body: '', deleted: true, photos: [] });
    // What was deleted and not bought cannot be bought any more.
    expect((await unlock(fan, messages[1])).statusCode).toBe(404);
  });

  it('a message to all with a paid photo reaches each subscriber locked; each unlocks their own copy', async () => {
    const creator = await person('creator', 'Broadcast Star');
    const fans = [await person('fan'), await person('fan')];
    for (const fan of fans) expect((await call(fan, 'PUT', `/follows/${creator.id}`)).statusCode).toBe(200);
    const photo = await draftPhoto(creator, null);
    const started = await call(creator, 'POST', '/performer/broadcasts', { audience: 'followers', body: 'New set', attachments: [photo], priceCents: 700 });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ photos: 1, priceCents: 700, recipients: 2 });
    await t.app.services.broadcasts.deliver(started.json().data._id);

    const copies = [];
    for (const fan of fans) {
      const { items } = (await call(fan, 'GET', '/conversations')).json().data;
      const copy = items[0].lastMessage as MessageView;
      expect(copy).toMatchObject({ body: 'New set', price: { amountCents: 700, unlocked: false } });
      expect(copy.photos.map((p) => p.url)).toEqual([null]);
      copies.push({ fan, conversationId: items[0]._id as string, id: copy._id });
    }
    const [a, b] = copies;
    const txId = await pendingPurchase(await unlock(a.fan, a.id));
    expect((await decide(t, a.fan, txId, 'approve')).statusCode).toBe(200);
    expect((await viewOf(a.fan, a.conversationId, a.id)).price).toEqual({ amountCents: 700, unlocked: true });
    expect((await viewOf(b.fan, b.conversationId, b.id)).price).toEqual({ amountCents: 700, unlocked: false });
    // One fan's copy is not another's to buy.
    expect((await unlock(b.fan, a.id)).statusCode).toBe(404);
  });
});

describe('refusals change nothing', () => {
  it("unlocking: one's own, someone else's, a free one, an unknown or malformed id", async () => {
    const { creator, fan, conversationId } = await pair();
    const photo = await draftPhoto(creator, conversationId);
    const paid = (await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: 'Paid', attachments: [photo], priceCents: 200 })).json().data
      ._id;
    const free = (await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: 'Free' })).json().data._id;
    const before = await counts();
    const cases: Array<[Person, string, number, string?]> = [
      [creator, paid, 422, 'OWN_ITEM'],
      [await person('fan'), paid, 404, 'MESSAGE_NOT_FOUND'],
      [fan, free, 404, 'MESSAGE_NOT_FOUND'],
      [fan, '00000000-0000-4000-8000-000000000000', 404],
    ];
    for (const [who, id, status, code] of cases) {
      const res = await unlock(who, id);
      expect([res.statusCode, code ? res.json().code : status]).toEqual([status, code ?? status]);
    }
    expect((await unlock(fan, 'not-a-uuid')).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("sending: a price without photos, a fan's price, bad prices, photos not in the draft", async () => {
    const { creator, fan, conversationId } = await pair();
    const other = await pair();
    const elsewhere = await draftPhoto(other.creator, other.conversationId);
    const fanPhoto = await draftPhoto(fan, conversationId);
    const mine = await draftPhoto(creator, conversationId);
    const send = (who: Person, payload: object | string) =>
      t.request({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        token: who.token,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const before = await counts();
    const cases: Array<[Person, object | string, number, string?]> = [
      [creator, { body: 'Pay me', priceCents: 500 }, 400, 'PRICE_WITHOUT_PHOTOS'],
      [fan, { body: 'Pay me', attachments: [fanPhoto], priceCents: 500 }, 403, 'NOT_A_CREATOR'],
      [creator, { body: 'x', attachments: [mine], priceCents: 0 }, 400],
      [creator, { body: 'x', attachments: [mine], priceCents: -1 }, 400],
      [creator, { body: 'x', attachments: [mine], priceCents: 12.5 }, 400],
      [creator, '{"body":"x","attachments":["' + mine + '"],"priceCents":1e309}', 400],
      [creator, { body: 'x', attachments: [mine], priceCents: '5' }, 400],
      [creator, { body: 'x', attachments: [elsewhere] }, 400, 'BAD_ATTACHMENTS'],
      [creator, { body: 'x', attachments: [fanPhoto] }, 400, 'BAD_ATTACHMENTS'],
      [creator, { body: '', attachments: [] }, 400, 'EMPTY_MESSAGE'],
      [creator, { body: 'x', attachments: ['00000000-0000-4000-8000-000000000000'] }, 400, 'BAD_ATTACHMENTS'],
    ];
    for (const [who, payload, status, code] of cases) {
      const res = await send(who, payload);
      expect([JSON.stringify(payload), res.statusCode, code ? res.json().code : status]).toEqual([JSON.stringify(payload), status, code ?? status]);
    }
    expect(await counts()).toEqual(before);
    // The photos stay in their drafts, to send after all.
    const ok = await send(creator, { body: '', attachments: [mine] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ body: '', price: null, photos: [{ _id: mine }] });
  });

  it("uploading: into someone else's conversation, for all as a fan, past the limit", async () => {
    const { creator, fan, conversationId } = await pair();
    const stranger = await person('fan');
    expect((await upload(stranger, { conversationId })).status).toBe(404);
    expect((await upload(fan, { for: 'all' })).status).toBe(403);
    expect((await upload(fan, {})).status).toBe(400);
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify(2) })
      .where('key', '=', 'messageMaxPhotos')
      .execute();
    try {
      await draftPhoto(creator, conversationId);
      await draftPhoto(creator, conversationId);
      const full = await upload(creator, { conversationId });
      expect(full.status).toBe(409);
      expect(full.message).toContain('at most 2 photos');
    } finally {
      await t.db
        .updateTable('settings')
        .set({ value: JSON.stringify(10) })
        .where('key', '=', 'messageMaxPhotos')
        .execute();
    }
    // A photo taken out of the draft is gone; someone else's cannot be taken out.
    const [photo] = (await call(creator, 'GET', `/conversations/${conversationId}/draft-photos`)).json().data;
    expect((await call(fan, 'DELETE', `/conversations/${conversationId}/draft-photos/${photo._id}`)).statusCode).toBe(404);
    expect((await call(creator, 'DELETE', `/conversations/${conversationId}/draft-photos/${photo._id}`)).statusCode).toBe(200);
    expect((await call(creator, 'GET', `/conversations/${conversationId}/draft-photos`)).json().data).toHaveLength(1);
  });
});

describe('draft photos never sent', () => {
  it('go with their files after a week; newer ones and sent ones stay', async () => {
    const { creator, conversationId } = await pair();
    const sentPhoto = await draftPhoto(creator, conversationId);
    expect((await call(creator, 'POST', `/conversations/${conversationId}/messages`, { body: '', attachments: [sentPhoto] })).statusCode).toBe(200);
    const [stale, fresh] = [await draftPhoto(creator, conversationId), await draftPhoto(creator, conversationId)];
    const thumbnailOf = async (id: string) =>
      ((await call(creator, 'GET', `/conversations/${conversationId}/draft-photos`)).json().data as Array<{ _id: string; thumbnail: string }>).find(
        (p) => p._id === id,
      )?.thumbnail;
    const staleThumbnail = (await thumbnailOf(stale))!;
    expect((await fetchFile(staleThumbnail, creator)).statusCode).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.db.updateTable('message_attachments').set({ created_at: eightDaysAgo }).where('id', 'in', [stale, sentPhoto]).execute();

    expect(await t.app.services.messageDrafts.removeStale()).toEqual({ removed: 1 });
    const left = (await call(creator, 'GET', `/conversations/${conversationId}/draft-photos`)).json().data as Array<{ _id: string }>;
    expect(left.map((p) => p._id)).toEqual([fresh]);
    expect((await fetchFile(staleThumbnail, creator)).statusCode).toBe(404);
    const [sent] = await history(creator, conversationId);
    expect(sent.photos.map((p) => p._id)).toEqual([sentPhoto]);
    expect((await fetchFile(sent.photos[0].url!, creator)).statusCode).toBe(200);
    expect(await t.app.services.messageDrafts.removeStale()).toEqual({ removed: 0 });
  });
});
