import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentStatusView from '../../../../components/payment/payment-status-view';
import SandboxView from '../../../../components/payment/sandbox-view';
import { navigate } from '../../../../lib/navigation';
import { paymentFailed, paymentNotFound, paymentPaid, paymentPending, paymentWatchGaveUp } from '../../../../redux/payment-status/slice';
import { paymentService } from '../../../../services/payment.service';
import { makeOrder, makeOrderLine, makeTransaction } from '../../helpers/checkout-fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/payment/success?transactionId=t1', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));
jest.mock('../../../../services/payment.service', () => ({ paymentService: { sandboxDecide: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

describe('the payment success page', () => {
  it('starts watching the transaction and says pending, never paid, until the server confirms', () => {
    const { actions, store } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    expect(actions).toContainEqual({ type: 'paymentStatus/paymentWatchStarted', payload: 't1' });
    expect(screen.getByTestId('payment-pending')).toHaveTextContent('Waiting for the payment to be confirmed');
    act(() => {
      store.dispatch(paymentPending(makeTransaction()));
    });
    expect(screen.getByTestId('payment-pending')).toHaveTextContent('Order #1042: Tour shirt x 2 · $45.00');
    expect(screen.queryByTestId('payment-paid')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).not.toBeInTheDocument();
  });

  it('says paid once confirmed, with links to what was bought', () => {
    const { store } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    act(() => {
      store.dispatch(
        paymentPaid({
          transaction: makeTransaction({ status: 'success' }),
          order: makeOrder({
            status: 'paid',
            lines: [
              makeOrderLine({ _id: 'l1', objectType: 'product', objectId: 'pr1', name: 'Tour shirt', quantity: 2 }),
              makeOrderLine({ _id: 'l2', objectType: 'video', objectId: 'v1', name: 'Night walk', quantity: 1 }),
            ],
          }),
        }),
      );
    });
    const paid = screen.getByTestId('payment-paid');
    expect(paid).toHaveTextContent('Payment received, thank you!');
    const links = within(screen.getByTestId('purchased-links'));
    expect(links.getByRole('link', { name: 'Tour shirt' })).toHaveAttribute('href', '/products/pr1');
    expect(links.getByRole('link', { name: 'Night walk' })).toHaveAttribute('href', '/videos/v1');
  });

  it('says a declined payment did not go through and unlocked nothing', () => {
    const { store } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    act(() => {
      store.dispatch(paymentFailed(makeTransaction({ status: 'failed' })));
    });
    expect(screen.getByTestId('payment-failed')).toHaveTextContent('The payment was declined or failed. Nothing was unlocked and your cart is kept.');
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('says so for an unknown transaction or a missing id', () => {
    const { store, unmount } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    act(() => {
      store.dispatch(paymentNotFound());
    });
    expect(screen.getByTestId('payment-not-found')).toBeInTheDocument();
    unmount();
    const { actions } = renderWithStore(<PaymentStatusView transactionId="" />);
    expect(screen.getByTestId('payment-not-found')).toBeInTheDocument();
    expect(actions.map((a) => a.type)).not.toContain('paymentStatus/paymentWatchStarted');
  });

  it('offers to check again once it stopped by itself', async () => {
    const { store, actions } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    act(() => {
      store.dispatch(paymentPending(makeTransaction()));
      store.dispatch(paymentWatchGaveUp());
    });
    expect(screen.getByTestId('payment-pending')).toHaveTextContent('taking longer than usual');
    await userEvent.setup().click(screen.getByTestId('payment-check-again'));
    expect(actions.filter((a) => a.type === 'paymentStatus/paymentWatchStarted')).toHaveLength(2);
  });

  it('stops watching when it closes', () => {
    const { actions, unmount } = renderWithStore(<PaymentStatusView transactionId="t1" />);
    unmount();
    expect(actions.map((a) => a.type)).toContain('paymentStatus/paymentWatchStopped');
  });
});

describe('the sandbox gateway page', () => {
  const payment = { transaction: makeTransaction(), order: makeOrder() };

  it('shows the order and its amount', () => {
    renderWithStore(<SandboxView payment={payment} />);
    expect(screen.getByRole('heading', { name: 'Pay order #1042' })).toBeInTheDocument();
    const summary = within(screen.getByTestId('order-summary'));
    expect(summary.getByText('Tour shirt × 2')).toBeInTheDocument();
    expect(summary.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(summary.getByTestId('order-total')).toHaveTextContent('$45.00');
  });

  it('approves, then goes to the success page', async () => {
    jest.mocked(paymentService.sandboxDecide).mockResolvedValue({});
    renderWithStore(<SandboxView payment={payment} />);
    await userEvent.setup().click(screen.getByTestId('sandbox-approve'));
    expect(paymentService.sandboxDecide).toHaveBeenCalledWith('t1', 'approve');
    expect(navigate).toHaveBeenCalledWith('/payment/success?transactionId=t1');
  });

  it('declines, then goes to the cancel page', async () => {
    jest.mocked(paymentService.sandboxDecide).mockResolvedValue({});
    renderWithStore(<SandboxView payment={payment} />);
    await userEvent.setup().click(screen.getByTestId('sandbox-decline'));
    expect(paymentService.sandboxDecide).toHaveBeenCalledWith('t1', 'decline');
    expect(navigate).toHaveBeenCalledWith('/payment/cancel?transactionId=t1');
  });

  it("shows the server's message when the decision is refused, and stays", async () => {
    jest.mocked(paymentService.sandboxDecide).mockRejectedValue({ statusCode: 404, error: 'Not Found', message: 'Transaction not found' });
    renderWithStore(<SandboxView payment={payment} />);
    await userEvent.setup().click(screen.getByTestId('sandbox-approve'));
    expect(await screen.findByTestId('sandbox-error')).toHaveTextContent('Transaction not found');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('sandbox-approve')).not.toBeDisabled();
  });

  it('offers no buttons for a payment already decided', () => {
    renderWithStore(<SandboxView payment={{ ...payment, transaction: makeTransaction({ status: 'success' }) }} />);
    expect(screen.queryByTestId('sandbox-approve')).not.toBeInTheDocument();
    expect(screen.getByTestId('sandbox-decided')).toHaveTextContent('This payment is already paid.');
  });
});
