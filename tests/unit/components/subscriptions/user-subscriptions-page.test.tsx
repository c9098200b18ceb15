import { act, screen, waitFor, within } from '@testing-library/react';
import { notify } from '../../../../lib/notify';
import userEvent from '@testing-library/user-event';
import { SOCKET_EVENTS } from '../../../../lib/socket-events';
import UserSubscriptionsPage from '../../../../pages/user/subscriptions';
import { socketEventReceived } from '../../../../redux/socket/slice';
import type { Subscription } from '../../../../types/subscriptions';
import { fakeApi, ok, refuse } from '../../helpers/fake-api';
import { cancelled, makeSubscription } from '../../helpers/subscription-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/user/subscriptions', asPath: '/user/subscriptions', query: {}, push: jest.fn() }) }));
// The network: fakeApi answers (see helpers/fake-api.ts).
jest.mock('isomorphic-unfetch', () => ({ __esModule: true, default: (...args: unknown[]) => (globalThis.fetch as (...a: unknown[]) => unknown)(...args) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));

const ARIA = makeSubscription();
const SITE = makeSubscription({
  _id: '00000000-0000-4000-8000-0000000000c2',
  performer: null,
  package: { _id: '00000000-0000-4000-8000-0000000000b9', name: 'All access' },
  price: 2999,
  periodDays: 90,
  recurring: false,
  nextChargeAt: null,
  currentPeriodEnd: '2027-02-21T10:00:00.000Z',
  accessUntil: '2027-02-21T10:00:00.000Z',
});
const PAST_DUE = makeSubscription({
  _id: '00000000-0000-4000-8000-0000000000c3',
  performer: { _id: '00000000-0000-4000-8000-0000000000a2', name: 'Noa Vale', username: 'noa_vale', avatar: null },
  status: 'past_due',
  nextChargeAt: null,
  currentPeriodEnd: '2026-11-20T10:00:00.000Z',
  graceUntil: '2026-11-23T10:00:00.000Z',
  accessUntil: '2026-11-23T10:00:00.000Z',
});
const ENDED = makeSubscription({
  _id: '00000000-0000-4000-8000-0000000000c4',
  performer: { _id: '00000000-0000-4000-8000-0000000000a3', name: 'Kai Moss', username: 'kai_moss', avatar: null },
  status: 'expired',
  hasAccess: false,
  nextChargeAt: null,
  accessUntil: null,
  endedAt: '2026-10-01T10:00:00.000Z',
});

/** The API of a fan with these subscriptions; cancelling one answers it cancelled (and lists it so from then on). */
function api(initial: Subscription[]) {
  let rows = initial;
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/subscriptions/user/search') return ok({ data: rows, total: rows.length });
    const cancel = call.method === 'POST' && /^\/subscriptions\/cancel\/(.+)$/.exec(call.path);
    if (cancel) {
      rows = rows.map((s) => (s._id === cancel[1] ? cancelled(s) : s));
      return ok(rows.find((s) => s._id === cancel[1]));
    }
    return undefined;
  });
}

const rowOf = (name: string) => screen.getAllByTestId('subscription-row').find((row) => row.textContent?.includes(name))!;

describe('/user/subscriptions', () => {
  it('lists the subscriptions: whose (to the profile), package, status, price and period, next charge or end, Cancel for active ones only', async () => {
    api([ARIA, SITE, PAST_DUE, ENDED]);
    await visitPage(UserSubscriptionsPage, {});
    const aria = rowOf('Aria Skye');
    expect(within(aria).getByRole('link', { name: 'Aria Skye' })).toHaveAttribute('href', '/performers/aria_skye');
    expect(aria).toHaveTextContent('Monthly · since Nov 23, 2026');
    expect(within(aria).getByText('Active')).toHaveClass('green');
    expect(aria).toHaveTextContent('$9.99 per month');
    expect(aria).toHaveTextContent('Renews on Dec 23, 2026');
    expect(within(aria).getByRole('button', { name: 'Cancel the subscription to Aria Skye' })).toBeInTheDocument();

    const site = rowOf('All access');
    expect(site).toHaveTextContent('$29.99 every 90 days · one-off');
    expect(site).toHaveTextContent('Subscribed until Feb 21, 2027');

    const pastDue = rowOf('Noa Vale');
    expect(within(pastDue).getByText('Payment due')).toHaveClass('orange');
    expect(pastDue).toHaveTextContent('Access until Nov 23, 2026');
    expect(within(pastDue).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    const ended = rowOf('Kai Moss');
    expect(within(ended).getByText('Expired')).toHaveClass('red');
    expect(ended).toHaveTextContent('Ended on Oct 1, 2026');
    expect(within(ended).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('cancels after a confirmation saying until when access lasts, and updates the row', async () => {
    const { called } = api([ARIA]);
    await visitPage(UserSubscriptionsPage, {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the subscription to Aria Skye' }));
    expect(await screen.findByText('It will not renew. You keep access until Dec 23, 2026.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(called('POST', `/subscriptions/cancel/${ARIA._id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const row = rowOf('Aria Skye');
    await within(row).findByText('Cancelled');
    expect(called('POST', `/subscriptions/cancel/${ARIA._id}`)).toHaveLength(1);
    expect(row).toHaveTextContent('Access until Dec 23, 2026');
    expect(within(row).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('keeps the subscription when the fan thinks again', async () => {
    const { called } = api([ARIA]);
    await visitPage(UserSubscriptionsPage, {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel the subscription to Aria Skye' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }, { timeout: 5000 }));
    expect(called('POST', `/subscriptions/cancel/${ARIA._id}`)).toHaveLength(0);
    expect(within(rowOf('Aria Skye')).getByText('Active')).toBeInTheDocument();
  });

  it('loads the list again when the socket says a subscription changed (a renewal, an expiry)', async () => {
    let rows = [ARIA];
    const { called } = fakeApi((call) => (call.path === '/subscriptions/user/search' ? ok({ data: rows, total: rows.length }) : undefined));
    const { store } = await visitPage(UserSubscriptionsPage, {});
    rows = [{ ...ARIA, status: 'expired', hasAccess: false, nextChargeAt: null, accessUntil: null, endedAt: '2026-12-23T10:00:00.000Z' }];
    act(() => {
      store.dispatch(
        socketEventReceived({
          event: SOCKET_EVENTS.subscriptionStatus,
          payload: { subscriptionId: ARIA._id, status: 'expired', currentPeriodEnd: ARIA.currentPeriodEnd },
        }),
      );
    });
    expect(await screen.findByText('Ended on Dec 23, 2026')).toBeInTheDocument();
    expect(called('GET', '/subscriptions/user/search')).toHaveLength(2);
  });

  it('says when there are none, with a way to find performers', async () => {
    api([]);
    await visitPage(UserSubscriptionsPage, {});
    const empty = screen.getByTestId('subscriptions-empty');
    expect(empty).toHaveTextContent('No subscriptions yet.');
    expect(within(empty).getByRole('link', { name: 'Find a performer to subscribe to' })).toHaveAttribute('href', '/performers');
  });

  it("shows the server's message when the list fails", async () => {
    fakeApi(() => refuse(500, 'Internal Server Error', 'Something went wrong on our side.'));
    await visitPage(UserSubscriptionsPage, {});
    expect(screen.getByTestId('list-error')).toHaveTextContent("We couldn't load your subscriptions");
    expect(screen.getByTestId('list-error')).toHaveTextContent('Something went wrong on our side.');
  });

  it('turns a cancelled subscription whose period lasts back on, and the row says it renews again', async () => {
    let row = cancelled(ARIA);
    const { called } = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/subscriptions/user/search')
        return ok({ data: [row, { ...cancelled(PAST_DUE), status: 'cancelled', hasAccess: false }], total: 2 });
      if (call.method === 'POST' && call.path === `/subscriptions/${ARIA._id}/resume`) {
        row = { ...ARIA, status: 'active', cancelledAt: null };
        return ok(row);
      }
      return undefined;
    });
    await visitPage(UserSubscriptionsPage, {});
    const aria = rowOf('Aria Skye');
    expect(aria).toHaveTextContent('Cancelled');
    expect(within(aria).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    // One whose period is over has nothing to turn back on.
    expect(within(rowOf('Noa Vale')).queryByTestId('resume-subscription')).not.toBeInTheDocument();

    await userEvent.setup().click(within(aria).getByRole('button', { name: 'Turn the subscription to Aria Skye back on' }));
    await within(rowOf('Aria Skye')).findByText('Active');
    expect(called('POST', `/subscriptions/${ARIA._id}/resume`)).toHaveLength(1);
    expect(rowOf('Aria Skye')).toHaveTextContent('Renews on Dec 23, 2026');
    expect(within(rowOf('Aria Skye')).queryByTestId('resume-subscription')).not.toBeInTheDocument();
    expect(within(rowOf('Aria Skye')).getByRole('button', { name: 'Cancel the subscription to Aria Skye' })).toBeInTheDocument();
  });

  it("says the server's reason when it cannot be turned back on, and keeps the row", async () => {
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/subscriptions/user/search') return ok({ data: [cancelled(ARIA)], total: 1 });
      if (call.method === 'POST' && call.path === `/subscriptions/${ARIA._id}/resume`) {
        return refuse(409, 'Conflict', 'This subscription cannot be turned back on: its period has ended.');
      }
      return undefined;
    });
    const error = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
    await visitPage(UserSubscriptionsPage, {});
    await userEvent.setup().click(screen.getByTestId('resume-subscription'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This subscription cannot be turned back on: its period has ended.'));
    error.mockRestore();
    expect(rowOf('Aria Skye')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('resume-subscription')).not.toBeDisabled();
  });
});
