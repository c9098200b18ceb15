import { decideEntitlement, type LockedAsset } from '../../server/modules/entitlements/rule';
import { createPerformer, createUser, createVideo, purchase } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

const asset = (access: LockedAsset['access']): LockedAsset => ({ id: 'a1', performerId: 'p1', access, objectType: 'video' });
const none = { isBought: false, isSubscribed: false, mustVerifyAge: false };
const unverified = { ...none, mustVerifyAge: true };

describe('the entitlement rule', () => {
  it.each([
    ['anyone sees free content', null, 'free', none, 'free'],
    ['the performer sees their own content', 'p1', 'sale', none, 'owner'],
    ['a buyer sees what they bought', 'u1', 'sale', { ...none, isBought: true }, 'bought'],
    ['a subscription unlocks subscriber content', 'u1', 'subscribers', { ...none, isSubscribed: true }, 'subscribed'],
    ['a subscription never unlocks content for sale', 'u1', 'sale', { ...none, isSubscribed: true }, 'locked'],
    ['nobody else sees locked content', 'u1', 'subscribers', none, 'locked'],
    ['a viewer who must verify their age does not see free content', null, 'free', unverified, 'age_verification'],
    ['nor what they bought until verified', 'u1', 'sale', { ...unverified, isBought: true }, 'age_verification'],
    ['the performer still sees their own content', 'p1', 'subscribers', unverified, 'owner'],
  ] as const)('%s', (_what, viewer, access, facts, reason) => {
    const e = decideEntitlement(viewer, asset(access), facts);
    expect(e.reason).toBe(reason);
    expect(e.allowed).toBe(reason !== 'locked' && reason !== 'age_verification');
  });
});

describe('EntitlementService.forViewer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a page of assets for one viewer from purchases, subscriptions (to a performer or the whole site) and ownership', async () => {
    const [aria, blake] = [await createPerformer(t.db), await createPerformer(t.db)];
    const fan = await createUser(t.db);
    const lock = async (performer: { id: string }, access: LockedAsset['access']): Promise<LockedAsset> => ({
      id: (await createVideo(t.db, { performer_id: performer.id, access, price_cents: access === 'sale' ? 500 : 0 })).id,
      performerId: performer.id,
      access,
      objectType: 'video',
    });
    const assets = [await lock(aria, 'sale'), await lock(aria, 'subscribers'), await lock(blake, 'subscribers'), await lock(blake, 'sale')];
    await purchase(t.db, fan.id, 'video', assets[0].id);
    const day = 86_400_000;
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: fan.id, performer_id: aria.id, started_at: new Date(), current_period_end: new Date(Date.now() + day) })
      .execute();
    // An expired subscription to blake unlocks nothing.
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: fan.id, performer_id: blake.id, started_at: new Date(Date.now() - 2 * day), current_period_end: new Date(Date.now() - day) })
      .execute();

    const reasons = async (viewer: string | null) =>
      [...(await t.app.services.entitlements.forViewer({ id: viewer, mustVerifyAge: false }, assets)).values()].map((e) => e.reason);
    expect(await reasons(fan.id)).toEqual(['bought', 'subscribed', 'locked', 'locked']);
    expect(await reasons(null)).toEqual(['locked', 'locked', 'locked', 'locked']);
    expect(await reasons(blake.id)).toEqual(['locked', 'locked', 'owner', 'owner']);

    await t.db
      .insertInto('subscriptions')
      .values({ user_id: fan.id, performer_id: null, started_at: new Date(), current_period_end: new Date(Date.now() + day) })
      .execute();
    expect(await reasons(fan.id)).toEqual(['bought', 'subscribed', 'subscribed', 'locked']);
  });
});
