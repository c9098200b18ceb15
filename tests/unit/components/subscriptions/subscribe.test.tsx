import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import SubscribeModalHost from '../../../../components/subscription/subscribe-modal-host';
import SubscriptionStanding from '../../../../components/subscription/subscription-standing';
import UnlockCta from '../../../../components/common/unlock-cta';
import { navigate } from '../../../../lib/navigation';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import { sessionRestored } from '../../../../redux/auth/slice';
import { socketEventReceived } from '../../../../redux/socket/slice';
import { makeStore } from '../../../../redux/store';
import type { Subscription } from '../../../../types/subscriptions';
import { makeOrder, makeTransaction } from '../../helpers/checkout-fixtures';
import { makePerformerCard } from '../../helpers/catalogue-fixtures';
import { fakeApi, ok, refuse, type ApiCall, type FakeAnswer } from '../../helpers/fake-api';
import { makeUser } from '../../helpers/fixtures';
import { cancelled, makePackage, makeSubscription, PERFORMER_ID } from '../../helpers/subscription-fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/performers/aria_skye', query: { id: 'aria_skye' }, push: jest.fn() }) }));
// The network: fakeApi answers (see helpers/fake-api.ts).
jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args: unknown[]) => (globalThis.fetch as (...a: unknown[]) => unknown)(...args) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));

const performer = { _id: PERFORMER_ID, name: 'Aria Skye' };
const MONTHLY = makePackage();
const YEARLY = makePackage({ _id: '00000000-0000-4000-8000-0000000000b2', name: 'Yearly', price: 9999, periodDays: 365 });
const ALL_ACCESS = makePackage({
  _id: '00000000-0000-4000-8000-0000000000b9',
  performerId: null,
  performerName: null,
  name: 'All access',
  description: 'Every performer.',
  price: 2999,
  periodDays: 90,
  recurring: false,
});
const PURCHASE = {
  order: makeOrder({ kind: 'subscription', lines: [] }),
  transaction: makeTransaction({ _id: 't9', type: 'subscription' }),
  paymentUrl: '/payment/sandbox/t9',
};

/** The API of a fan with `current` as their subscription to Aria Skye; `subscribe` answers POST /payment/subscribe. */
function api(current: () => Subscription | null, subscribe: FakeAnswer = ok(PURCHASE)) {
  return fakeApi((call: ApiCall) => {
    if (call.path === '/subscriptions/current') return ok({ subscription: current() });
    if (call.path === '/package/subscription/search' && call.query.siteWide === 'true') return ok({ data: [ALL_ACCESS], total: 1 });
    if (call.path === '/package/subscription/search' && call.query.performerId === PERFORMER_ID) return ok({ data: [MONTHLY, YEARLY], total: 2 });
    if (call.method === 'POST' && call.path === '/payment/subscribe') return subscribe;
    return undefined;
  });
}

/** A performer's profile part (Subscribe or the standing) with the app shell's modal, on a real store with its sagas. */
function renderProfile({ loggedIn = true, subscriptionPrice }: { loggedIn?: boolean; subscriptionPrice?: number | null } = {}) {
  const store = makeStore();
  if (loggedIn) store.dispatch(sessionRestored(makeUser()));
  render(
    <Provider store={store}>
      <SubscriptionStanding performer={{ ...performer, subscriptionPrice }} />
      <SubscribeModalHost />
    </Provider>,
  );
  return store;
}

const openChooser = async () => {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Subscribe' }));
  return screen.findByTestId('package-chooser', {}, { timeout: 5000 });
};

beforeEach(() => jest.clearAllMocks());

describe('Subscribe on a performer profile', () => {
  it("lists the performer's active packages and the site's, with price, period and renewal, and subscribes to the chosen one", async () => {
    const { calls, called } = api(() => null);
    renderProfile();
    await openChooser();
    expect(calls).toContainEqual(expect.objectContaining({ path: '/package/subscription/search', query: { performerId: PERFORMER_ID, active: 'true' } }));
    expect(calls).toContainEqual(expect.objectContaining({ path: '/package/subscription/search', query: { siteWide: 'true', active: 'true' } }));

    const [monthly, yearly] = within(screen.getByTestId('performer-packages')).getAllByTestId('package-card');
    expect(monthly).toHaveTextContent('Monthly');
    expect(monthly).toHaveTextContent('$9.99per month');
    expect(monthly).toHaveTextContent('Renews until you cancel');
    expect(yearly).toHaveTextContent('$99.99per year');
    const [site] = within(screen.getByTestId('site-packages')).getAllByTestId('package-card');
    expect(site).toHaveTextContent('$29.99every 90 days');
    expect(site).toHaveTextContent('One-off, no renewal');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Yearly' }));
    await act(async () => undefined);
    expect(called('POST', '/payment/subscribe').map((c) => c.body)).toEqual([{ packageId: YEARLY._id }]);
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t9');
  });

  it("shows the server's message when the fan is already subscribed (409), and goes nowhere", async () => {
    const { called } = api(() => null, refuse(409, 'Conflict', 'You are already subscribed to Aria Skye until Dec 23, 2026.'));
    renderProfile();
    await openChooser();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose Monthly' }));
    expect(await screen.findByTestId('subscribe-error')).toHaveTextContent('You are already subscribed to Aria Skye until Dec 23, 2026.');
    expect(navigate).not.toHaveBeenCalled();
    // The page's idea of the subscription was stale: it asks again.
    expect(called('GET', '/subscriptions/current').length).toBeGreaterThanOrEqual(2);
  });

  it('sends a visitor to log in, and back to the profile, without asking the API about subscriptions', () => {
    const { calls } = api(() => null);
    renderProfile({ loggedIn: false });
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/auth/login?next=%2Fperformers%2Faria_skye');
    expect(calls).toEqual([]);
  });

  it('shows the monthly price on the button, to a visitor as to a fan', async () => {
    const { calls } = api(() => null);
    renderProfile({ loggedIn: false, subscriptionPrice: 999 });
    expect(screen.getByRole('link', { name: 'Subscribe · $9.99/month' })).toHaveAttribute('href', '/auth/login?next=%2Fperformers%2Faria_skye');
    expect(calls).toEqual([]);
    cleanup();
    api(() => null);
    renderProfile({ subscriptionPrice: 999 });
    expect(await screen.findByRole('button', { name: 'Subscribe · $9.99/month' })).toBeInTheDocument();
    cleanup();
    api(() => null);
    renderProfile({ loggedIn: false, subscriptionPrice: null });
    expect(screen.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('is not offered to the performer on their own profile', async () => {
    api(() => null);
    const store = makeStore();
    store.dispatch(sessionRestored(makeUser({ _id: PERFORMER_ID, roles: ['performer'] })));
    render(
      <Provider store={store}>
        <SubscriptionStanding performer={performer} />
      </Provider>,
    );
    await act(async () => undefined);
    expect(screen.queryByTestId('subscribe-button')).not.toBeInTheDocument();
  });

  it('says so when nothing is on offer, and when the packages cannot be loaded (with a retry)', async () => {
    let failing = true;
    fakeApi((call) => {
      if (call.path === '/subscriptions/current') return ok({ subscription: null });
      if (failing) return refuse(503, 'Service Unavailable', 'Try again in a moment.');
      return ok({ data: [], total: 0 });
    });
    renderProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByTestId('packages-error', {}, { timeout: 5000 })).toHaveTextContent('Try again in a moment.');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('packages-empty')).toHaveTextContent('Aria Skye offers no subscription yet.');
  });

  it('opens from the locked video of a subscriber-only performer too', async () => {
    api(() => null);
    const store = makeStore();
    store.dispatch(sessionRestored(makeUser()));
    render(
      <Provider store={store}>
        <UnlockCta access="subscribers" price={0} performer={makePerformerCard({ _id: PERFORMER_ID })} item={{ type: 'video', id: 'v1' }} />
        <SubscribeModalHost />
      </Provider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe to Aria Skye' }));
    expect(await screen.findByText('Subscribe to Aria Skye', { selector: '.ant-modal-title' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findAllByTestId('package-card')).toHaveLength(3);
  });
});

describe("a subscriber's standing on the profile", () => {
  it('says "Renews on" for an active recurring subscription, in place of Subscribe', async () => {
    api(() => makeSubscription());
    renderProfile();
    expect(await screen.findByTestId('subscription-standing')).toHaveTextContent('Subscribed · Renews on Dec 23, 2026');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('says "Subscribed until" for a one-off, and "All access" when the access comes from the site-wide subscription', async () => {
    api(() => makeSubscription({ recurring: false, nextChargeAt: null, performer: null, package: { _id: ALL_ACCESS._id, name: 'All access' } }));
    renderProfile();
    expect(await screen.findByTestId('subscription-standing')).toHaveTextContent('All access · Subscribed until Dec 23, 2026');
  });

  it('offers Subscribe again once access has ended', async () => {
    api(() => makeSubscription({ status: 'expired', hasAccess: false, accessUntil: null, nextChargeAt: null, endedAt: '2026-12-23T10:00:00.000Z' }));
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-standing')).not.toBeInTheDocument();
  });

  it("follows the socket's subscription/status news: cancelled elsewhere, it says until when access lasts", async () => {
    let current = makeSubscription();
    api(() => current);
    const store = renderProfile();
    expect(await screen.findByTestId('subscription-standing')).toHaveTextContent('Renews on Dec 23, 2026');
    current = cancelled(current);
    act(() => {
      store.dispatch(
        socketEventReceived({
          event: SOCKET_EVENTS.subscriptionStatus,
          payload: { subscriptionId: current._id, status: 'cancelled', currentPeriodEnd: current.currentPeriodEnd },
        }),
      );
    });
    expect(await screen.findByText(/Access until Dec 23, 2026/)).toBeInTheDocument();
  });
});
