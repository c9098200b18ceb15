/**
 * @jest-environment node
 */
// Following creators for free: follow, unfollow, the follow state and the fan's list with where they stand;
// subscribing follows, and a subscriber cannot unfollow; a block drops the follow; bad input and wrong users refused,
// nothing changed; the data export lists follows and a deleted account loses them (and its feed).
import { createCreatorPost, createPerformer, createUser } from './helpers/catalogue';
import { createSubscriptionApp, newFan, performerWithPackage, signedIn, subscribed, type Person } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', performerId: string, token?: string) => t.request({ method, url: `/api/follows/${performerId}`, token });
const following = async (fan: Person) => {
  const res = await t.request({ method: 'GET', url: '/api/users/me/following', token: fan.token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Array<{ performer: { _id: string; username: string }; subscription: { status: string } | null }>; total: number };
};
const timeline = (fanId: string) => t.db.selectFrom('feed_timeline').select('item_id').where('fan_id', '=', fanId).execute();
const rows = (fanId: string) => t.db.selectFrom('follows').select('performer_id').where('fan_id', '=', fanId).execute();

describe('following a creator', () => {
  it('follows and unfollows for free, counts followers, and lists the creator with where the fan stands', async () => {
    const performer = await createPerformer(t.db);
    const [fan, other] = [await newFan(t), await newFan(t)];
    expect((await call('GET', performer.id, fan.token)).json().data).toEqual({ performerId: performer.id, following: false, subscribed: false, followers: 0 });

    const followed = await call('PUT', performer.id, fan.token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json().data).toEqual({ performerId: performer.id, following: true, subscribed: false, followers: 1 });
    expect((await call('PUT', performer.id, fan.token)).json().data.followers).toBe(1); // again: no change
    expect((await call('PUT', performer.id, other.token)).json().data.followers).toBe(2);

    const list = await following(fan);
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ performer: { _id: performer.id, username: performer.username }, subscription: null });

    const unfollowed = await call('DELETE', performer.id, fan.token);
    expect(unfollowed.json().data).toEqual({ performerId: performer.id, following: false, subscribed: false, followers: 1 });
    expect(await following(fan)).toEqual({ data: [], total: 0 });
    const again = await call('DELETE', performer.id, fan.token);
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOLLOWING']);
  });

  it('follows on subscribing; a subscriber cannot unfollow while the subscription lasts', async () => {
    const { performer, packageId } = await performerWithPackage(t);
    const fan = await newFan(t);
    await subscribed(t, fan, packageId);
    expect((await call('GET', performer.id, fan.token)).json().data).toMatchObject({ following: true, subscribed: true });
    const [item] = (await following(fan)).data;
    expect(item).toMatchObject({ performer: { _id: performer.id }, subscription: { status: 'active' } });
    const refused = await call('DELETE', performer.id, fan.token);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SUBSCRIBED']);
    expect(await rows(fan.id)).toEqual([{ performer_id: performer.id }]);
  });

  it('refuses oneself, a fan, an unknown id, a malformed id, a blocked fan and a visitor, changing nothing', async () => {
    const performer = await signedIn(t, await createPerformer(t.db));
    const fan = await newFan(t);
    const notPerformer = await createUser(t.db);
    const cases: Array<[string, string | undefined, number, string?]> = [
      [performer.id, performer.token, 400, 'FOLLOWING_YOURSELF'],
      [notPerformer.id, fan.token, 404],
      ['00000000-0000-4000-8000-000000000000', fan.token, 404],
      ['not-an-id', fan.token, 400],
      [performer.id, undefined, 401],
    ];
    for (const [id, token, status, code] of cases) {
      const res = await call('PUT', id, token);
      expect({ id, status: res.statusCode, ...(code && { code: res.json().code }) }).toEqual({ id, status, ...(code && { code }) });
    }
    expect((await t.request({ method: 'PUT', url: `/api/performer/blocks/${fan.id}`, token: performer.token })).statusCode).toBe(200);
    const blocked = await call('PUT', performer.id, fan.token);
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'BLOCKED_BY_CREATOR']);
    expect(await rows(fan.id)).toEqual([]);
    expect(await rows(performer.id)).toEqual([]);
  });

  it('drops the follow when the creator blocks the fan', async () => {
    const performer = await signedIn(t, await createPerformer(t.db));
    const fan = await newFan(t);
    await call('PUT', performer.id, fan.token);
    expect((await t.request({ method: 'PUT', url: `/api/performer/blocks/${fan.id}`, token: performer.token })).statusCode).toBe(200);
    expect(await rows(fan.id)).toEqual([]);
    expect(await timeline(fan.id)).toEqual([]);
  });
});

describe('a fan’s follows and their account', () => {
  it('are in the data export, and go with a deleted account (with its feed)', async () => {
    const performer = await createPerformer(t.db);
    await createCreatorPost(t.db, { performer_id: performer.id, published_at: new Date(Date.now() - 1000) });
    const fan = await newFan(t);
    await call('PUT', performer.id, fan.token);
    expect(await timeline(fan.id)).toHaveLength(1);
    const exported = (await t.request({ method: 'GET', url: '/api/users/me/export', token: fan.token })).json().data;
    expect(exported.following).toEqual([{ performerId: performer.id, followedAt: expect.any(String) }]);
    const deleted = await t.request({
      method: 'POST',
      url: '/api/users/me/deletion',
      token: fan.token,
      payload: { password: 'test-password', confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rows(fan.id)).toEqual([]);
    expect(await timeline(fan.id)).toEqual([]);
  });
});
