import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, leaveSite } from '../../../../lib/navigation';
import { notify } from '../../../../lib/notify';
import type { PayableOrder } from '../../../../lib/purchases';
import OrderPage from '../../../../pages/user/orders/[id]';
import OrdersPage from '../../../../pages/user/orders/index';
import { orderActions } from '../../../../redux/order-actions/slice';
import { BAD_PAYMENT_URL } from '../../../../redux/pay-redirect';
import { orderService } from '../../../../services/order.service';
import { makeOrder } from '../../helpers/checkout-fixtures';
import { visitPage } from '../../helpers/visit-page';

// An order left "Awaiting payment" (the API's contract: `paymentUrl`, the open payment's address, for its buyer while
// it awaits payment; POST /orders/:id/cancel answers the order, cancelled).

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/user/orders', asPath: '/user/orders', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../../../../services/order.service', () => ({ orderService: { search: jest.fn(), findOne: jest.fn(), cancel: jest.fn() } }));

const ID = '00000000-0000-4000-8000-0000000000a1';
const awaiting = (overrides: Partial<PayableOrder> = {}): PayableOrder => ({
  ...makeOrder({ _id: ID, status: 'created' }),
  paymentUrl: '/payment/sandbox/t1',
  ...overrides,
});
const page = (data: PayableOrder[]) => ({ data, total: data.length });

beforeEach(() => jest.clearAllMocks());

describe('an order awaiting payment, in the list', () => {
  it('offers "Pay now", which goes to its open payment', async () => {
    jest.mocked(orderService.search).mockResolvedValue(page([awaiting(), { ...makeOrder({ _id: 'o2', number: 1041, status: 'paid' }), paymentUrl: null }]));
    await visitPage(OrdersPage, {});
    const rows = screen.getAllByTestId('order-row');
    expect(within(rows[0]).getByText('Awaiting payment')).toBeInTheDocument();
    const actions = screen.getAllByTestId('order-pay-actions');
    expect(actions).toHaveLength(1);
    await userEvent.setup().click(within(actions[0]).getByRole('button', { name: 'Pay now for order #1042' }));
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t1');
  });

  it('goes to an outside gateway by a full page load, and refuses an address it does not follow', async () => {
    jest.mocked(orderService.search).mockResolvedValue(page([awaiting({ paymentUrl: 'https://bill.ccbill.example/x' })]));
    const first = await visitPage(OrdersPage, {});
    await userEvent.setup().click(screen.getByTestId('order-pay-now'));
    expect(leaveSite).toHaveBeenCalledWith('https://bill.ccbill.example/x');
    first.unmount();

    jest.mocked(orderService.search).mockResolvedValue(page([awaiting({ paymentUrl: 'javascript:alert(1)' })]));
    await visitPage(OrdersPage, {});
    await userEvent.setup().click(screen.getByTestId('order-pay-now'));
    expect(navigate).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(BAD_PAYMENT_URL);
  });

  it('"Cancel" asks first, then the order shows as cancelled and offers nothing more', async () => {
    jest.mocked(orderService.search).mockResolvedValue(page([awaiting()]));
    jest.mocked(orderService.cancel).mockResolvedValue({ ...makeOrder({ _id: ID, status: 'cancelled' }), paymentUrl: null } as PayableOrder);
    const { store } = await visitPage(OrdersPage, {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order #1042' }));
    expect(orderService.cancel).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(orderService.cancel).toHaveBeenCalledWith(ID);
    expect(await within(screen.getByTestId('order-row')).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByTestId('order-pay-actions')).not.toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Order #1042 is cancelled: nothing will be charged for it.');
    expect(store.getState().orderActions.cancelling).toEqual({});
  });

  it("a refused cancel keeps the order as it was and says the server's reason", async () => {
    jest.mocked(orderService.search).mockResolvedValue(page([awaiting()]));
    jest.mocked(orderService.cancel).mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'This order is already paid' });
    const { store } = await visitPage(OrdersPage, {});
    store.dispatch(orderActions.cancelRequested(ID));
    await screen.findByTestId('order-pay-actions');
    await new Promise((r) => setTimeout(r, 0));
    expect(notify.error).toHaveBeenCalledWith('This order is already paid');
    expect(store.getState().orderActions.errors[ID]).toMatchObject({ status: 409 });
    expect(within(screen.getByTestId('order-row')).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('an order awaiting payment without an open payment offers only Cancel', async () => {
    jest.mocked(orderService.search).mockResolvedValue(page([awaiting({ paymentUrl: null })]));
    await visitPage(OrdersPage, {});
    expect(screen.queryByTestId('order-pay-now')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-cancel')).toBeInTheDocument();
  });
});

describe('an order awaiting payment, on its page', () => {
  it('offers Pay now and Cancel; once cancelled its status says so', async () => {
    jest.mocked(orderService.findOne).mockResolvedValue(awaiting());
    jest.mocked(orderService.cancel).mockResolvedValue({ ...makeOrder({ _id: ID, status: 'cancelled' }), paymentUrl: null } as PayableOrder);
    await visitPage(OrderPage, { id: ID });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-pay-now'));
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t1');
    await user.click(screen.getByTestId('order-cancel'));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByTestId('order-pay-actions')).not.toBeInTheDocument();
  });

  it('a paid order offers neither', async () => {
    jest.mocked(orderService.findOne).mockResolvedValue({ ...makeOrder({ _id: ID, status: 'paid' }), paymentUrl: null } as PayableOrder);
    await visitPage(OrderPage, { id: ID });
    expect(screen.queryByTestId('order-pay-actions')).not.toBeInTheDocument();
  });
});
