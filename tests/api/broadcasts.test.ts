/**
 * @jest-environment node
 */
// Messages to all: a creator writes once to their followers (or subscribers, or an item's buyers); the job writes it
// into each one's conversation, once each however often it runs (two at once too), leaving out the fans the creator
// blocked and those who turned such messages off; the creator hears the count reached grow.
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer, createUser, createVideo, purchase } from './helpers/catalogue';
import { client, disconnectAll, listen, pause, recorder, roundTrip } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { jobs: 'send' });
  base = await listen(t);
});
afterEach(disconnectAll);
afterAll(() => t.close());

interface Person {
  id: string;
  token: string;
}

async function person(kind: 'fan' | 'creator'): Promise<Person> {
  const user = kind === 'fan' ? await createUser(t.db) : await createPerformer(t.db);
  return { id: user.id, token: await t.login(user.username, 'test-password') };
}
const start = (creator: Person, payload: object) => t.request({ method: 'POST', url: '/api/performer/broadcasts', token: creator.token, payload });
const deliver = (id: string) => t.app.services.broadcasts.deliver(id);
const inbox = async (fan: Person) => {
  const { items } = (await t.request({ method: 'GET', url: '/api/conversations', token: fan.token })).json().data;
  return (items as Array<{ lastMessage: { body: string } | null }>).map((c) => c.lastMessage?.body);
};

describe('messages to all', () => {
  it('reaches each follower once (two deliveries at once too), not a blocked one nor one who turned them off', async () => {
    const creator = await person('creator');
    const [a, b, blocked, off, stranger] = [await person('fan'), await person('fan'), await person('fan'), await person('fan'), await person('fan')];
    for (const fan of [a, b, blocked, off])
      expect((await t.request({ method: 'PUT', url: `/api/follows/${creator.id}`, token: fan.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/performer/blocks/${blocked.id}`, token: creator.token })).statusCode).toBe(200);
    await t.db.insertInto('notification_preferences').values({ user_id: off.id, newsletter: false, mass_messages: false }).execute();
    // Blocking drops the follow; follow again by hand to prove the block alone leaves them out.
    await t.db.insertInto('follows').values({ fan_id: blocked.id, performer_id: creator.id }).execute();

    const socket = client(base);
    await roundTrip(socket, creator.token);
    const progress = recorder(socket, SOCKET_EVENTS.messageBroadcast);
    const started = await start(creator, { audience: 'followers', body: 'New set on Friday!' });
    expect(started.statusCode).toBe(200);
    const broadcast = started.json().data;
    expect(broadcast).toMatchObject({ audience: 'followers', recipients: 2, delivered: 0, state: 'sending' });

    await Promise.all([deliver(broadcast._id), deliver(broadcast._id)]);
    await deliver(broadcast._id);
    expect(await inbox(a)).toEqual(['New set on Friday!']);
    expect(await inbox(b)).toEqual(['New set on Friday!']);
    for (const left of [blocked, off, stranger]) expect(await inbox(left)).toEqual([]);
    const messages = await t.db.selectFrom('messages').select('id').where('broadcast_id', '=', broadcast._id).execute();
    expect(messages).toHaveLength(2);
    await pause(200);
    expect(progress.at(-1)).toMatchObject({ _id: broadcast._id, recipients: 2, delivered: 2, state: 'sent' });
    const recent = (await t.request({ method: 'GET', url: '/api/performer/broadcasts', token: creator.token })).json().data;
    expect(recent[0]).toMatchObject({ _id: broadcast._id, delivered: 2, state: 'sent' });
  });

  it("reaches an item's buyers; refuses another creator's item, an empty text, a fan, and more than the daily number", async () => {
    const creator = await person('creator');
    const other = await person('creator');
    const video = await createVideo(t.db, { performer_id: creator.id, access: 'sale', price_cents: 500 });
    const othersVideo = await createVideo(t.db, { performer_id: other.id });
    const buyer = await person('fan');
    await purchase(t.db, buyer.id, 'video', video.id);
    const started = (await start(creator, { audience: 'buyers', item: { type: 'video', id: video.id }, body: 'Thanks for buying!' })).json().data;
    expect(started.recipients).toBe(1);
    await deliver(started._id);
    expect(await inbox(buyer)).toEqual(['Thanks for buying!']);

    const refusals: Array<[Person, object, number, string?]> = [
      [creator, { audience: 'buyers', body: 'No item' }, 404, 'ITEM_NOT_FOUND'],
      [creator, { audience: 'buyers', item: { type: 'video', id: othersVideo.id }, body: 'Not mine' }, 404, 'ITEM_NOT_FOUND'],
      [creator, { audience: 'followers', body: '   ' }, 400, 'EMPTY_MESSAGE'],
      [creator, { audience: 'everyone', body: 'hi' }, 400],
      [buyer, { audience: 'followers', body: 'hi' }, 403],
    ];
    for (const [who, payload, status, code] of refusals) {
      const res = await start(who, payload);
      expect({ payload, status: res.statusCode, ...(code && { code: res.json().code }) }).toEqual({ payload, status, ...(code && { code }) });
    }
    for (let i = 0; i < 4; i++) expect((await start(creator, { audience: 'followers', body: `Again ${i}` })).statusCode).toBe(200);
    const over = await start(creator, { audience: 'followers', body: 'One too many' });
    expect([over.statusCode, over.json().code]).toEqual([429, 'TOO_MANY_BROADCASTS']);
  });
});
