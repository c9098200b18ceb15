/**
 * @jest-environment node
 */
// A subscriber of one creator opening a subscriber-only video that creator takes part in but another performer
// owns: locked (the subscription is to the other creator), and the answer says whose subscribers it is for.
import { createPerformer, createVideo } from './helpers/catalogue';
import { createSubscriptionApp, newFan, performerWithPackage, subscribed } from './helpers/subscriptions';
import type { TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await createSubscriptionApp());
}, 60_000);
afterAll(() => t.close());

const detail = (id: string, token?: string) => t.request({ method: 'GET', url: `/api/user/assets/videos/${id}`, token });

it("names the viewer's creator taking part in another performer's locked subscriber video; nothing for others", async () => {
  const creator = await performerWithPackage(t);
  const owner = await performerWithPackage(t);
  const ownerRow = await createPerformer(t.db, { name: 'Owner Olsen' });
  const duet = await createVideo(t.db, { performer_id: ownerRow.id, access: 'subscribers', participantIds: [creator.performer.id] });
  const fan = await newFan(t);
  await subscribed(t, fan, creator.packageId);

  const asSubscriber = await detail(duet.id, fan.token);
  expect(asSubscriber.statusCode).toBe(200);
  expect(asSubscriber.json().data).toMatchObject({ canView: false, accessReason: 'locked', isSubscribed: false });
  expect(asSubscriber.json().data.subscribedToOthers.map((p: { _id: string }) => p._id)).toEqual([creator.performer.id]);
  expect(asSubscriber.headers['cache-control']).toBe('private, no-store');

  // A visitor and a fan without that subscription are asked to subscribe, as before.
  expect((await detail(duet.id)).json().data.subscribedToOthers).toEqual([]);
  expect((await detail(duet.id, (await newFan(t)).token)).json().data.subscribedToOthers).toEqual([]);

  // The creator's own subscriber video is unlocked for the fan: nothing to explain.
  const own = await createVideo(t.db, { performer_id: creator.performer.id, access: 'subscribers' });
  const unlocked = (await detail(own.id, fan.token)).json().data;
  expect(unlocked.canView).toBe(true);
  expect(unlocked.subscribedToOthers).toBeUndefined();

  // Another owner's subscriber video the creator does not take part in: plain locked.
  const other = await createVideo(t.db, { performer_id: owner.performer.id, access: 'subscribers' });
  expect((await detail(other.id, fan.token)).json().data).toMatchObject({ canView: false, subscribedToOthers: [] });
});
