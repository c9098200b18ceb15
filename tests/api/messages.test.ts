/**
 * @jest-environment node
 */
// Direct messages: who may write to whom (the creator's setting, follows, subscriptions, blocks, answering), live
// delivery to every socket of both people with read and delivered marks and typing, history by signed cursor with
// messages arriving in between, deleting one's own, the flood limits, and every refusal a clear 4xx changing nothing.
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer, createUser, subscribe } from './helpers/catalogue';
import { client, disconnectAll, listen, next, pause, recorder, roundTrip } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
  base = await listen(t);
});
afterEach(disconnectAll);
afterAll(() => t.close());

interface Person {
  id: string;
  username: string;
  token: string;
}
interface MessageDto {
  _id: string;
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: string;
  deleted: boolean;
}

async function person(kind: 'fan' | 'creator', name = kind === 'fan' ? 'Cas Fan' : 'Nova Lane'): Promise<Person> {
  const user = kind === 'fan' ? await createUser(t.db, { name }) : await createPerformer(t.db, { name });
  return { id: user.id, username: user.username, token: await t.login(user.username, 'test-password') };
}

const write = (from: Person, to: Person, body: unknown = 'Hello there') =>
  t.request({ method: 'POST', url: '/api/messages', token: from.token, payload: { to: to.id, body } as object });
async function sent(from: Person, to: Person, body = 'Hello there'): Promise<MessageDto> {
  const res = await write(from, to, body);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
}
const conversations = async (who: Person) => (await t.request({ method: 'GET', url: '/api/conversations', token: who.token })).json().data;
const history = (who: Person, conversationId: string, query = '') =>
  t.request({ method: 'GET', url: `/api/conversations/${conversationId}/messages${query}`, token: who.token });
const setPolicy = (creator: Person, policy: string) =>
  t.request({ method: 'PUT', url: '/api/performer/message-policy', token: creator.token, payload: { policy } });
const follow = (fan: Person, creator: Person) => t.request({ method: 'PUT', url: `/api/follows/${creator.id}`, token: fan.token });
const messageCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may write to whom', () => {
  it("follows the creator's setting: subscribers by default, then followers, then anyone; a blocked fan never", async () => {
    const creator = await person('creator');
    const [subscriber, follower, stranger, blocked] = [await person('fan'), await person('fan'), await person('fan'), await person('fan')];
    await subscribe(t.db, subscriber.id, creator.id);
    await follow(follower, creator);
    await follow(blocked, creator);
    expect((await t.request({ method: 'PUT', url: `/api/performer/blocks/${blocked.id}`, token: creator.token })).statusCode).toBe(200);
    const code = async (from: Person) => {
      const res = await write(from, creator);
      return res.statusCode === 200 ? 200 : [res.statusCode, res.json().code];
    };

    expect((await t.request({ method: 'GET', url: '/api/performer/message-policy', token: creator.token })).json().data).toEqual({ policy: 'subscribers' });
    expect([await code(subscriber), await code(follower), await code(stranger), await code(blocked)]).toEqual([
      200,
      [403, 'SUBSCRIBERS_ONLY'],
      [403, 'SUBSCRIBERS_ONLY'],
      [403, 'BLOCKED_BY_CREATOR'],
    ]);
    expect((await setPolicy(creator, 'followers')).statusCode).toBe(200);
    expect([await code(follower), await code(stranger), await code(blocked)]).toEqual([200, [403, 'FOLLOWERS_ONLY'], [403, 'BLOCKED_BY_CREATOR']]);
    expect((await setPolicy(creator, 'anyone')).statusCode).toBe(200);
    expect([await code(stranger), await code(blocked)]).toEqual([200, [403, 'BLOCKED_BY_CREATOR']]);
  });

  it('a creator writes to fans who follow or subscribe to them; anyone may answer whoever wrote to them; fans never write to fans', async () => {
    const creator = await person('creator');
    const [fan, other] = [await person('fan'), await person('fan')];
    expect((await write(creator, fan)).json().code).toBe('NOT_YOUR_FAN');
    await follow(fan, creator);
    await sent(creator, fan, 'Thanks for following!');
    expect((await write(fan, other)).json().code).toBe('FANS_ONLY');
    // The fan is not a subscriber, but answers the creator who wrote first.
    expect((await conversations(fan)).items[0].unread).toBe(1);
    expect((await write(fan, creator, 'Thank you')).statusCode).toBe(200);
    // Answering reads what came before.
    expect((await conversations(fan)).items[0].unread).toBe(0);
    const reader = await person('fan');
    await sent(creator, fan, 'One more');
    expect((await write(reader, creator)).json().code).toBe('SUBSCRIBERS_ONLY');
  });

  it('says before writing whether one may, and why not', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    const withCreator = async (who: Person, other: Person) =>
      (await t.request({ method: 'GET', url: `/api/conversations/with/${other.id}`, token: who.token })).json().data;
    expect(await withCreator(fan, creator)).toEqual({
      conversation: null,
      other: expect.objectContaining({ _id: creator.id, name: 'Nova Lane', isCreator: true }),
      refusal: { code: 'SUBSCRIBERS_ONLY', message: 'Nova Lane reads messages from subscribers: subscribe to write.' },
    });
    await subscribe(t.db, fan.id, creator.id);
    const message = await sent(fan, creator);
    expect(await withCreator(fan, creator)).toEqual(
      expect.objectContaining({ conversation: expect.objectContaining({ _id: message.conversationId, lastMessage: message }), refusal: null }),
    );
    const missing = await t.request({ method: 'GET', url: '/api/conversations/with/00000000-0000-4000-8000-000000000000', token: fan.token });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses oneself, unknown and malformed people, bad text and a stranger’s conversation, writing nothing', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    await subscribe(t.db, fan.id, creator.id);
    const { conversationId } = await sent(fan, creator);
    const outsider = await person('fan');
    const before = await messageCount();
    const cases: Array<[Person, string, object, number, string?]> = [
      [fan, '/api/messages', { to: fan.id, body: 'me' }, 400, 'OWN_CONVERSATION'],
      [fan, '/api/messages', { to: '00000000-0000-4000-8000-000000000000', body: 'hi' }, 404, 'USER_NOT_FOUND'],
      [fan, '/api/messages', { to: 'nobody', body: 'hi' }, 400],
      [fan, '/api/messages', { to: creator.id, body: '   ' }, 400, 'EMPTY_MESSAGE'],
      [fan, '/api/messages', { to: creator.id, body: 'x'.repeat(2001) }, 400, 'INVALID_MESSAGE'],
      [fan, '/api/messages', { to: creator.id, body: 'bell\u0007' }, 400],
      [fan, '/api/messages', { to: creator.id, body: 42 }, 400],
      [fan, '/api/messages', { to: creator.id }, 400],
      [fan, '/api/messages', { to: creator.id, body: 'x'.repeat(1024 * 1024) }, 413],
      [outsider, `/api/conversations/${conversationId}/messages`, { body: 'let me in' }, 404, 'CONVERSATION_NOT_FOUND'],
      [fan, '/api/conversations/00000000-0000-4000-8000-000000000000/messages', { body: 'hi' }, 404, 'CONVERSATION_NOT_FOUND'],
    ];
    for (const [who, url, payload, status, code] of cases) {
      const res = await t.request({ method: 'POST', url, token: who.token, payload });
      const label = `${url} ${JSON.stringify(payload).slice(0, 80)}`;
      expect({ label, status: res.statusCode, ...(code && { code: res.json().code }) }).toEqual({ label, status, ...(code && { code }) });
    }
    expect((await history(outsider, conversationId)).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/messages', payload: { to: creator.id, body: 'hi' } })).statusCode).toBe(401);
    expect(await messageCount()).toBe(before);
  });
});

describe('a conversation', () => {
  it('is live on every socket of both people, with unread counts, delivered and read marks, and typing', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    await subscribe(t.db, fan.id, creator.id);
    const [fanTab, creatorPhone, creatorLaptop] = [client(base), client(base), client(base)];
    await roundTrip(fanTab, fan.token);
    await roundTrip(creatorPhone, creator.token);
    await roundTrip(creatorLaptop, creator.token);
    const laptop = recorder(creatorLaptop, SOCKET_EVENTS.messageNew);
    const arriving = next<{ message: MessageDto; unread: unknown }>(creatorPhone, SOCKET_EVENTS.messageNew);
    const message = await sent(fan, creator, 'Loved the new video');
    expect(await arriving).toEqual({ message, unread: { conversations: 1, messages: 1 } });
    await pause(200);
    expect(laptop).toHaveLength(1);

    const list = await conversations(creator);
    expect(list.items).toEqual([
      expect.objectContaining({
        _id: message.conversationId,
        unread: 1,
        lastMessage: message,
        other: expect.objectContaining({ _id: fan.id, isCreator: false }),
      }),
    ]);
    expect((await conversations(fan)).items[0].other).toEqual(expect.objectContaining({ _id: creator.id, name: 'Nova Lane', isCreator: true }));

    // The creator's phone has it: the fan sees "delivered"; the creator types; then reads: the fan sees "read".
    const delivered = next<{ deliveredUpTo: string }>(fanTab, SOCKET_EVENTS.messageDelivered);
    creatorPhone.emit(SOCKET_EVENTS.messageDelivered, { conversationId: message.conversationId, upTo: new Date().toISOString() });
    expect(new Date((await delivered).deliveredUpTo).getTime()).toBeGreaterThanOrEqual(new Date(message.createdAt).getTime());
    const typing = next(fanTab, SOCKET_EVENTS.messageTyping);
    creatorPhone.emit(SOCKET_EVENTS.messageTyping, { conversationId: message.conversationId });
    expect(await typing).toEqual({ conversationId: message.conversationId, userId: creator.id });
    const seen = next<{ readerId: string }>(fanTab, SOCKET_EVENTS.messageRead);
    const read = await t.request({
      method: 'POST',
      url: `/api/conversations/${message.conversationId}/read`,
      token: creator.token,
      payload: { upTo: message._id },
    });
    expect(read.json().data).toEqual({ conversations: 0, messages: 0 });
    expect((await seen).readerId).toBe(creator.id);
    const fanView = (await history(fan, message.conversationId)).json().data.conversation;
    expect(fanView.otherReadUpTo).not.toBeNull();
    expect(fanView.otherDeliveredUpTo).not.toBeNull();

    // Reading with a message of another conversation, or someone else's conversation, is refused.
    const other = await sent(creator, fan, 'Thank you!');
    const elsewhere = await sent(await subscribedTo(creator), creator, 'Other chat');
    expect(
      (await t.request({ method: 'POST', url: `/api/conversations/${other.conversationId}/read`, token: fan.token, payload: { upTo: elsewhere._id } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: `/api/conversations/${elsewhere.conversationId}/read`, token: fan.token, payload: { upTo: elsewhere._id } }))
        .statusCode,
    ).toBe(404);
  });

  it('pages its history by cursor, newest first, neither losing nor repeating with messages arriving in between', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    await subscribe(t.db, fan.id, creator.id);
    await t.db
      .insertInto('settings')
      .values({ key: 'messagesPerMinute', value: JSON.stringify(1000), group: 'general', public: false })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(1000) }))
      .execute();
    const bodies: string[] = [];
    for (let i = 1; i <= 7; i++) {
      bodies.push(`m${i}`);
      await sent(i % 2 ? fan : creator, i % 2 ? creator : fan, `m${i}`);
    }
    const { conversationId } = (await sent(fan, creator, 'm8')) as MessageDto;
    bodies.push('m8');
    const first = (await history(fan, conversationId, '?limit=3')).json().data;
    expect(first.items.map((m: MessageDto) => m.body)).toEqual(['m8', 'm7', 'm6']);
    await sent(creator, fan, 'late'); // arrives while the fan scrolls up
    const second = (await history(fan, conversationId, `?limit=3&cursor=${first.next}`)).json().data;
    expect(second.items.map((m: MessageDto) => m.body)).toEqual(['m5', 'm4', 'm3']);
    const third = (await history(fan, conversationId, `?limit=3&cursor=${second.next}`)).json().data;
    expect([third.items.map((m: MessageDto) => m.body), third.next]).toEqual([['m2', 'm1'], null]);
    // The cursor is the fan's, for this conversation: the creator's or an edited one is refused.
    expect((await history(creator, conversationId, `?cursor=${first.next}`)).json().code).toBe('BAD_CURSOR');
    expect((await history(fan, conversationId, `?cursor=${first.next.slice(0, -2)}xx`)).json().code).toBe('BAD_CURSOR');
    await t.db.deleteFrom('settings').where('key', '=', 'messagesPerMinute').execute();
  });

  it('lets the sender delete a message for both sides; no one else can', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    await subscribe(t.db, fan.id, creator.id);
    const message = await sent(fan, creator, 'Oops, wrong chat');
    const creatorSocket = client(base);
    await roundTrip(creatorSocket, creator.token);
    const gone = next<{ messageId: string; unread: unknown }>(creatorSocket, SOCKET_EVENTS.messageDeleted);
    expect((await t.request({ method: 'DELETE', url: `/api/messages/${message._id}`, token: creator.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/messages/${message._id}`, token: fan.token })).statusCode).toBe(200);
    expect(await gone).toEqual({ conversationId: message.conversationId, messageId: message._id, unread: { conversations: 0, messages: 0 } });
    expect((await history(creator, message.conversationId)).json().data.items).toEqual([
      expect.objectContaining({ _id: message._id, body: '', deleted: true }),
    ]);
    expect((await t.request({ method: 'DELETE', url: `/api/messages/${message._id}`, token: fan.token })).statusCode).toBe(404);
  });

  it('is reported by the person it was sent to into the admins’ queue; removed, it is hidden from both, live', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    await subscribe(t.db, fan.id, creator.id);
    const message = await sent(fan, creator, 'Buy followers at spam.example');
    const admin = await t.login((await createUser(t.db, { roles: ['admin'] })).username, 'test-password');
    const report = (who: Person | string) =>
      t.request({
        method: 'POST',
        url: '/api/reports',
        token: typeof who === 'string' ? who : who.token,
        payload: { objectType: 'message', objectId: message._id, reason: 'spam' },
      });
    expect((await report(fan)).json().code).toBe('REPORTING_YOURSELF');
    expect((await report(await person('fan'))).statusCode).toBe(404);
    expect((await report(admin)).statusCode).toBe(404);
    const filed = await report(creator);
    expect(filed.statusCode).toBe(200);
    const queue = await t.request({ method: 'GET', url: '/api/admin/reports?objectType=message', token: admin });
    expect(queue.json().data.data).toEqual([expect.objectContaining({ _id: filed.json().data._id, objectTitle: 'Buy followers at spam.example' })]);
    const [fanSocket, creatorSocket] = [client(base), client(base)];
    await Promise.all([roundTrip(fanSocket, fan.token), roundTrip(creatorSocket, creator.token)]);
    const hidden = [fanSocket, creatorSocket].map((socket) => next(socket, SOCKET_EVENTS.messageHidden));
    const resolved = await t.request({
      method: 'POST',
      url: `/api/admin/reports/${filed.json().data._id}/resolve`,
      token: admin,
      payload: { outcome: 'removed', note: 'Spam' },
    });
    expect(resolved.statusCode).toBe(200);
    expect(await Promise.all(hidden)).toEqual([0, 1].map(() => ({ conversationId: message.conversationId, messageId: message._id })));
    for (const who of [fan, creator])
      expect((await history(who, message.conversationId)).json().data.items).toEqual([
        expect.objectContaining({ _id: message._id, body: '', moderated: true }),
      ]);
  });

  it('stays for the other side under "Deleted user" when its fan deletes their account, and takes no more messages', async () => {
    const creator = await person('creator');
    const fan = await person('fan', 'Leaving Fan');
    await follow(fan, creator);
    const first = await sent(creator, fan, 'Welcome!');
    await sent(fan, creator, 'Thanks, bye');
    const deleted = await t.request({
      method: 'POST',
      url: '/api/users/me/deletion',
      token: fan.token,
      payload: { password: 'test-password', confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const [kept] = (await conversations(creator)).items;
    expect(kept).toMatchObject({ _id: first.conversationId, other: { _id: fan.id, name: 'Deleted user', username: '' }, lastMessage: { body: 'Thanks, bye' } });
    expect((await history(creator, first.conversationId)).json().data.items.map((m: MessageDto) => m.body)).toEqual(['Thanks, bye', 'Welcome!']);
    const refused = await t.request({
      method: 'POST',
      url: `/api/conversations/${first.conversationId}/messages`,
      token: creator.token,
      payload: { body: 'Still there?' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'USER_NOT_FOUND']);
  });

  it('stops a flood at the per-minute limit with a 429', async () => {
    const creator = await person('creator');
    const fan = await person('fan');
    await subscribe(t.db, fan.id, creator.id);
    await t.db
      .insertInto('settings')
      .values({ key: 'messagesPerMinute', value: JSON.stringify(3), group: 'general', public: false })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(3) }))
      .execute();
    for (let i = 0; i < 3; i++) expect((await write(fan, creator, `flood ${i}`)).statusCode).toBe(200);
    const refused = await write(fan, creator, 'one too many');
    expect([refused.statusCode, refused.json().code, refused.headers['retry-after']]).toEqual([429, 'TOO_MANY_MESSAGES', '60']);
    await t.db.deleteFrom('settings').where('key', '=', 'messagesPerMinute').execute();
  });
});

/** A new fan subscribed to the creator. */
async function subscribedTo(creator: Person): Promise<Person> {
  const fan = await person('fan', 'Ben Other');
  await subscribe(t.db, fan.id, creator.id);
  return fan;
}
