import reducer, {
  initialPerformersState,
  listingFailed,
  listingMoreFailed,
  listingMoreRequested,
  listingMoreSucceeded,
  listingRequested,
  listingSucceeded,
  profileFailed,
  profileRequested,
  profileSucceeded,
} from '../../../redux/performers/slice';
import { socketEventReceived } from '../../../redux/socket/slice';
import { makePerformer } from '../helpers/catalogue-fixtures';
import { requestError } from '../helpers/fixtures';

const aria = makePerformer({ _id: 'a', username: 'aria' });
const kai = makePerformer({ _id: 'k', username: 'kai' });
const leo = makePerformer({ _id: 'l', username: 'leo' });

describe('performers slice', () => {
  it('holds listing and profile, each {requesting, error, data, success}', () => {
    const idle = { requesting: false, error: null, data: null, success: false };
    expect(reducer(undefined, { type: '@@init' })).toEqual({ listing: idle, profile: idle });
  });

  it('a listing load goes request, success and replaces the listing', () => {
    const before = reducer(initialPerformersState, listingSucceeded({ data: [aria], total: 9 }));
    const requesting = reducer(before, listingRequested({ query: { sortBy: 'newest' } }));
    expect(requesting.listing).toMatchObject({ requesting: true, success: false, error: null });
    const done = reducer(requesting, listingSucceeded({ data: [kai, leo], total: 2 }));
    expect(done.listing).toEqual({ requesting: false, error: null, success: true, data: { data: [kai, leo], total: 2 } });
  });

  it('a listing load-more appends', () => {
    const before = reducer(initialPerformersState, listingSucceeded({ data: [aria], total: 3 }));
    const requesting = reducer(before, listingMoreRequested({ query: { offset: 1 } }));
    expect(requesting.listing.requesting).toBe(true);
    const done = reducer(requesting, listingMoreSucceeded({ data: [kai, leo], total: 3 }));
    expect(done.listing.data).toEqual({ data: [aria, kai, leo], total: 3 });
  });

  it('a failed listing keeps what was shown', () => {
    const before = reducer(initialPerformersState, listingSucceeded({ data: [aria], total: 3 }));
    for (const fail of [listingFailed, listingMoreFailed]) {
      const failed = reducer(before, fail(requestError('Server down', 503)));
      expect(failed.listing).toMatchObject({ requesting: false, success: false, error: requestError('Server down', 503), data: { data: [aria], total: 3 } });
    }
  });

  it('the profile goes request, success or fail', () => {
    const requesting = reducer(initialPerformersState, profileRequested({ query: { id: 'aria' } }));
    expect(requesting.profile).toMatchObject({ requesting: true, success: false });
    expect(reducer(requesting, profileSucceeded(aria)).profile).toEqual({ requesting: false, error: null, data: aria, success: true });
    expect(reducer(requesting, profileFailed(requestError('Performer not found', 404))).profile).toMatchObject({
      requesting: false,
      success: false,
      error: { message: 'Performer not found', status: 404 },
    });
  });

  it("the open profile's online badge follows 'performer/status'", () => {
    const shown = reducer(initialPerformersState, profileSucceeded({ ...aria, isOnline: false }));
    const online = reducer(shown, socketEventReceived({ event: 'performer/status', payload: { performerId: 'a', isOnline: true } }));
    expect(online.profile.data?.isOnline).toBe(true);
    const offline = reducer(online, socketEventReceived({ event: 'performer/status', payload: { performerId: 'a', isOnline: false } }));
    expect(offline.profile.data?.isOnline).toBe(false);
    expect(reducer(shown, socketEventReceived({ event: 'performer/status', payload: { performerId: 'k', isOnline: true } }))).toBe(shown);
    expect(reducer(shown, socketEventReceived({ event: 'comment/created', payload: {} }))).toBe(shown);
  });
});
