import { screen } from '@testing-library/react';
import { renderWithStore as render } from '../../helpers/render-with-store';
import PaymentCancelPage from '../../../../pages/payment/cancel';
import { paymentService } from '../../../../services/payment.service';
import type { SandboxPayment } from '../../../../types/checkout';
import { makeOrder, makeOrderLine, makeTransaction } from '../../helpers/checkout-fixtures';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/payment/cancel?transactionId=t1', query: {}, push: jest.fn() }) }));
jest.mock('../../../../services/payment.service', () => ({ paymentService: { transaction: jest.fn() } }));

const payment = (type: SandboxPayment['transaction']['type'], status: SandboxPayment['transaction']['status'], line = makeOrderLine()): SandboxPayment => ({
  transaction: makeTransaction({ type, status }),
  order: makeOrder({ lines: [line] }),
});

const ctx = (query: Record<string, string>) => ({ query, pathname: '/payment/cancel', asPath: '/payment/cancel' }) as never;

describe('the page a buyer lands on without paying', () => {
  it('a declined video says "Payment declined" and "Try again" opens the video; no word of a cart', () => {
    const video = makeOrderLine({ objectType: 'video', objectId: 'v1', name: 'Night walk', productType: null });
    render(<PaymentCancelPage payment={payment('video_purchase', 'failed', video)} />);
    const page = screen.getByTestId('payment-not-made');
    expect(page).toHaveTextContent('Payment declined');
    expect(page).toHaveTextContent('Nothing was charged and Night walk is still locked.');
    expect(page).not.toHaveTextContent(/cart/i);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/videos/v1');
  });

  it('a declined gallery goes back to the gallery', () => {
    const gallery = makeOrderLine({ objectType: 'gallery', objectId: 'g1', name: 'Dunes', productType: null });
    render(<PaymentCancelPage payment={payment('gallery_purchase', 'failed', gallery)} />);
    expect(screen.getByTestId('payment-not-made')).toHaveTextContent('Payment declined');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/galleries/g1');
  });

  it("the cart's products: the cart is kept; a payment left (not declined) says cancelled", () => {
    render(<PaymentCancelPage payment={payment('product_purchase', 'pending')} />);
    expect(screen.getByTestId('payment-not-made')).toHaveTextContent('Payment cancelled');
    expect(screen.getByTestId('payment-not-made')).toHaveTextContent('Your cart is kept');
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('a subscription goes back to its performer', () => {
    const period = makeOrderLine({ objectType: 'subscription', objectId: 'pk1', performerId: 'p9', name: 'Monthly', productType: null });
    render(<PaymentCancelPage payment={payment('subscription', 'failed', period)} />);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/performers/p9');
  });

  it('without a transaction it says only that nothing was charged', () => {
    render(<PaymentCancelPage payment={null} />);
    expect(screen.getByTestId('payment-not-made')).toHaveTextContent('Payment cancelled');
    expect(screen.getByTestId('payment-not-made')).not.toHaveTextContent(/cart/i);
  });

  it('asks the API what the transaction was for, and copes with a refusal', async () => {
    const view = payment('video_purchase', 'failed');
    jest.mocked(paymentService.transaction).mockResolvedValueOnce(view).mockRejectedValueOnce({ statusCode: 404, message: 'Transaction not found' });
    await expect(PaymentCancelPage.getInitialProps!(ctx({ transactionId: 't1' }))).resolves.toEqual({ payment: view });
    expect(paymentService.transaction).toHaveBeenCalledWith('t1', {});
    await expect(PaymentCancelPage.getInitialProps!(ctx({ transactionId: 't2' }))).resolves.toEqual({ payment: null });
    await expect(PaymentCancelPage.getInitialProps!(ctx({}))).resolves.toEqual({ payment: null });
  });
});
