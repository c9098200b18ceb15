/**
 * @jest-environment node
 */
// A creator blocks a user: no comments on the creator's content, no new subscription, a running one stops renewing
// and runs to its end; unblocking lifts it. Only a creator blocks, and only for themselves.
import { createVideo, listOf } from './helpers/catalogue';
import { createSubscriptionApp, newFan, performerWithPackage, subscribe, subscribed, subscriptionsOf } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const block = (token: string, userId: string) => t.request({ method: 'PUT', url: `/api/performer/blocks/${userId}`, token });
const unblock = (token: string, userId: string) => t.request({ method: 'DELETE', url: `/api/performer/blocks/${userId}`, token });
const comment = (token: string, videoId: string) =>
  t.request({ method: 'POST', url: '/api/comments', token, payload: { objectType: 'video', objectId: videoId, content: 'Hello there' } });

describe('a creator blocks a user', () => {
  it('stops their comments and new subscriptions; a running subscription runs to its end without renewing; unblocking lifts it', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const video = await createVideo(t.db, { performer_id: performer.id });
    const other = await performerWithPackage(t);
    const otherVideo = await createVideo(t.db, { performer_id: other.performer.id });
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    const [running] = await subscriptionsOf(t, fan.id);
    expect(running).toMatchObject({ status: 'active', recurring: true });

    const blocked = await block(performer.token, fan.id);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.user).toMatchObject({ _id: fan.id, username: fan.username });
    expect((await block(performer.token, fan.id)).statusCode).toBe(200); // again: no change

    const [after] = await subscriptionsOf(t, fan.id);
    expect(after.status).toBe('cancelled');
    expect(new Date(after.current_period_end).getTime()).toBe(new Date(running.current_period_end).getTime());

    const refused = await comment(fan.token, video.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BLOCKED_BY_CREATOR', message: 'This creator has blocked you: you cannot comment on their content.' });
    expect((await comment(fan.token, otherVideo.id)).statusCode).toBe(200);
    const another = await newFan(t);
    expect((await comment(another.token, video.id)).statusCode).toBe(200);

    const list = listOf<{ user: { _id: string } }>(await t.request({ method: 'GET', url: '/api/performer/blocks', token: performer.token }));
    expect(list.total).toBe(1);
    expect(list.data[0].user._id).toBe(fan.id);

    // A fresh fan, blocked before subscribing, is refused at checkout with nothing made.
    const stranger = await newFan(t);
    expect((await block(performer.token, stranger.id)).statusCode).toBe(200);
    const orders = await t.db.selectFrom('orders').select('id').where('buyer_id', '=', stranger.id).execute();
    const subscribing = await subscribe(t, stranger, packageId);
    expect(subscribing.statusCode).toBe(403);
    expect(subscribing.json().message).toBe('This creator has blocked you: you cannot subscribe to them.');
    expect(await t.db.selectFrom('orders').select('id').where('buyer_id', '=', stranger.id).execute()).toEqual(orders);

    expect((await unblock(performer.token, fan.id)).statusCode).toBe(200);
    expect((await comment(fan.token, video.id)).statusCode).toBe(200);
    expect((await unblock(performer.token, fan.id)).statusCode).toBe(404);
  });

  it('refuses blocking oneself, an unknown user, and anyone but a creator', async () => {
    const { performer } = await performerWithPackage(t);
    const fan = await newFan(t);
    expect((await block(performer.token, performer.id)).statusCode).toBe(400);
    expect((await block(performer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await block(fan.token, performer.id)).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/api/performer/blocks/not-an-id', token: performer.token })).statusCode).toBe(400);
    expect(await t.db.selectFrom('user_blocks').selectAll().where('performer_id', '=', performer.id).execute()).toEqual([]);
  });
});
