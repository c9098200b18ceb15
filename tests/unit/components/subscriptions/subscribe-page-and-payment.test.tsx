import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextPageContext } from 'next';
import { Provider } from 'react-redux';
import PaymentStatusView from '../../../../components/payment/payment-status-view';
import { navigate } from '../../../../lib/navigation';
import SubscribePage from '../../../../pages/subscribe';
import { sessionRestored } from '../../../../redux/auth/slice';
import { paymentPaid } from '../../../../redux/payment-status/slice';
import { makeStore } from '../../../../redux/store';
import type { Subscription } from '../../../../types/subscriptions';
import { makeOrder, makeOrderLine, makeTransaction } from '../../helpers/checkout-fixtures';
import { fakeApi, ok } from '../../helpers/fake-api';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';
import { makePackage, makeSubscription, PERFORMER_ID } from '../../helpers/subscription-fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/subscribe', query: {}, push: jest.fn() }) }));
// The network: fakeApi answers (see helpers/fake-api.ts).
jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args: unknown[]) => (globalThis.fetch as (...a: unknown[]) => unknown)(...args) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));

const ALL_ACCESS = makePackage({ _id: '00000000-0000-4000-8000-0000000000b9', performerId: null, performerName: null, name: 'All access', price: 1999 });

beforeEach(() => jest.clearAllMocks());

/** /subscribe as a visit runs it (getInitialProps, then the render), for a member or a visitor. */
async function visitSubscribe({ packages, current = null, loggedIn = true }: { packages: unknown[]; current?: Subscription | null; loggedIn?: boolean }) {
  const api = fakeApi((call) => {
    if (call.path === '/package/subscription/search') return ok({ data: packages, total: packages.length });
    if (call.path === '/subscriptions/current') return ok({ subscription: current });
    if (call.path === '/payment/subscribe')
      return ok({ order: makeOrder({ kind: 'subscription' }), transaction: makeTransaction(), paymentUrl: '/payment/sandbox/t1' });
    return undefined;
  });
  const store = makeStore();
  if (loggedIn) store.dispatch(sessionRestored(makeUser()));
  const res = { statusCode: 200, headersSent: false, writeHead: jest.fn(), end: jest.fn() };
  const ctx = { store, query: {}, res, pathname: '/subscribe', AppTree: () => null } as unknown as NextPageContext;
  const props = await SubscribePage.getInitialProps!(ctx);
  render(
    <Provider store={store}>
      <SubscribePage {...props} />
    </Provider>,
  );
  return { ...api, res };
}

describe('/subscribe (where "Subscribe and save" leads)', () => {
  it("offers the site's all-access packages and subscribes to the chosen one", async () => {
    const { calls, called } = await visitSubscribe({ packages: [ALL_ACCESS] });
    expect(calls[0]).toMatchObject({ path: '/package/subscription/search', query: { siteWide: 'true', active: 'true' } });
    const card = within(await screen.findByTestId('site-packages')).getByTestId('package-card');
    expect(card).toHaveTextContent('$19.99per month');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose All access' }));
    await act(async () => undefined);
    expect(called('POST', '/payment/subscribe').map((c) => c.body)).toEqual([{ packageId: ALL_ACCESS._id }]);
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t1');
  });

  it('sends a visitor who chooses to log in first, and back here', async () => {
    const { called } = await visitSubscribe({ packages: [ALL_ACCESS], loggedIn: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose All access' }));
    expect(navigate).toHaveBeenCalledWith('/auth/login?next=%2Fsubscribe');
    expect(called('POST', '/payment/subscribe')).toHaveLength(0);
  });

  it('does not ask a member whose all-access subscription is running', async () => {
    const site = makeSubscription({ performer: null, package: { _id: ALL_ACCESS._id, name: 'All access' } });
    const { calls } = await visitSubscribe({ packages: [ALL_ACCESS], current: site });
    expect(await screen.findByTestId('site-subscribed')).toHaveTextContent('You have all access');
    expect(screen.getByTestId('site-subscribed')).toHaveTextContent('Renews on Dec 23, 2026');
    expect(screen.queryByTestId('package-chooser')).not.toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ path: '/subscriptions/current', query: {} }));
  });

  it('sends on to the performers when the site offers no package', async () => {
    const { res } = await visitSubscribe({ packages: [] });
    expect(res.writeHead).toHaveBeenCalledWith(302, { Location: '/performers' });
  });
});

describe('/payment/success for a subscription', () => {
  it('says what was subscribed to, with the way to the performer and to the subscriptions', () => {
    const { store } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    act(() => {
      store.dispatch(
        paymentPaid({
          transaction: makeTransaction({ status: 'success', type: 'subscription', amount: 999, description: 'Order #1050: Monthly' }),
          order: makeOrder({
            kind: 'subscription',
            status: 'paid',
            lines: [
              makeOrderLine({
                objectType: 'subscription',
                objectId: 'pk1',
                performerId: PERFORMER_ID,
                performerName: 'Aria Skye',
                name: 'Monthly: Aria Skye',
                quantity: 1,
                productType: null,
              }),
            ],
          }),
        }),
      );
    });
    const paid = screen.getByTestId('payment-paid');
    expect(paid).toHaveTextContent("You're subscribed, thank you!");
    expect(paid).toHaveTextContent('Monthly: Aria Skye · $9.99');
    expect(screen.getByTestId('subscription-paid')).toHaveTextContent("Aria Skye's subscriber-only videos and galleries are unlocked.");
    expect(within(paid).getByRole('link', { name: 'Go to Aria Skye' })).toHaveAttribute('href', `/performers/${PERFORMER_ID}`);
    expect(within(paid).getByRole('link', { name: 'Manage your subscriptions' })).toHaveAttribute('href', '/user/subscriptions');
  });

  it('for the site-wide package, unlocks every performer', () => {
    const { store } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    act(() => {
      store.dispatch(
        paymentPaid({
          transaction: makeTransaction({ status: 'success', type: 'subscription', amount: 1999 }),
          order: makeOrder({
            kind: 'subscription',
            status: 'paid',
            lines: [makeOrderLine({ objectType: 'subscription', performerId: null, performerName: null, name: 'All access: Limelight' })],
          }),
        }),
      );
    });
    expect(screen.getByTestId('payment-paid')).toHaveTextContent('All access: Limelight · $19.99');
    expect(screen.getByRole('link', { name: 'Watch videos' })).toHaveAttribute('href', '/videos');
  });
});
