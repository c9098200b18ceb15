import { leaveSite, navigate } from '../../../../lib/navigation';
import { notify } from '../../../../lib/notify';
import { applyCouponFlow, checkoutFlow, loadCartProductsFlow, purchaseAssetFlow } from '../../../../redux/checkout/sagas';
import { CHECKOUT_MESSAGES } from '../../../../redux/checkout/messages';
import { BAD_PAYMENT_URL } from '../../../../redux/pay-redirect';
import {
  assetPurchaseRequested,
  cartProductsLoaded,
  cartProductsRequested,
  checkoutRequested,
  couponApplied,
  couponApplyRequested,
  couponFailed,
  initialCheckoutState,
  purchaseCreated,
  purchaseFailed,
} from '../../../../redux/checkout/slice';
import { couponService } from '../../../../services/coupon.service';
import { paymentService } from '../../../../services/payment.service';
import { productService } from '../../../../services/product.service';
import type { CheckoutResult } from '../../../../types/checkout';
import { makeProduct } from '../../helpers/catalogue-fixtures';
import { makeOrder, makeTransaction } from '../../helpers/checkout-fixtures';
import { recordSaga } from '../../helpers/record-saga';

jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../../../../services/coupon.service', () => ({ couponService: { apply: jest.fn() } }));
jest.mock('../../../../services/payment.service', () => ({ paymentService: { purchaseProducts: jest.fn(), purchaseAsset: jest.fn() } }));
jest.mock('../../../../services/product.service', () => ({ productService: { findOne: jest.fn() } }));

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

const result = (paymentUrl: string): CheckoutResult => ({ order: makeOrder(), transaction: makeTransaction(), paymentUrl });

const state = (coupon: string | null = null) => ({
  cart: {
    total: 3,
    items: [
      { _id: A, quantity: 2 },
      { _id: B, quantity: 1 },
    ],
  },
  checkout: {
    ...initialCheckoutState,
    coupon: { ...initialCheckoutState.coupon, data: coupon ? { code: coupon, discount: 0.1, expiredDate: '2027-01-01', numberOfUses: 3 } : null },
  },
});

const assign = jest.mocked(leaveSite);
beforeEach(() => jest.clearAllMocks());

describe('checking out the cart', () => {
  it('sends the lines and the coupon code (no price, no total), then goes to our sandbox page by client routing', async () => {
    jest.mocked(paymentService.purchaseProducts).mockResolvedValue(result('/payment/sandbox/t1'));
    const shipping = { name: 'Ada', address: '1 Row', phone: '+44 1234', postalCode: 'NW1', city: 'London', country: 'GB' };
    const put = await recordSaga(checkoutFlow, checkoutRequested({ shipping }), state('WELCOME10'));
    expect(paymentService.purchaseProducts).toHaveBeenCalledWith({
      products: [
        { _id: A, quantity: 2 },
        { _id: B, quantity: 1 },
      ],
      couponCode: 'WELCOME10',
      shipping,
    });
    expect(put).toEqual([purchaseCreated(result('/payment/sandbox/t1'))]);
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends no coupon or shipping when there is none', async () => {
    jest.mocked(paymentService.purchaseProducts).mockResolvedValue(result('/payment/sandbox/t1'));
    await recordSaga(checkoutFlow, checkoutRequested({}), state());
    expect(paymentService.purchaseProducts).toHaveBeenCalledWith({
      products: [
        { _id: A, quantity: 2 },
        { _id: B, quantity: 1 },
      ],
    });
  });

  it("leaves the site for an outside gateway's page", async () => {
    const gateway = 'https://api.ccbill.com/wap-frontflex/flexforms/abc?initialPrice=45.00';
    jest.mocked(paymentService.purchaseProducts).mockResolvedValue(result(gateway));
    await recordSaga(checkoutFlow, checkoutRequested({}), state());
    expect(assign).toHaveBeenCalledWith(gateway);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes straight to the success page for a free order', async () => {
    jest.mocked(paymentService.purchaseProducts).mockResolvedValue(result('/payment/success?transactionId=t1'));
    await recordSaga(checkoutFlow, checkoutRequested({}), state('FREE100'));
    expect(navigate).toHaveBeenCalledWith('/payment/success?transactionId=t1');
  });

  it("shows the server's message for a refused order (4xx) and stays", async () => {
    jest
      .mocked(paymentService.purchaseProducts)
      .mockRejectedValue({ statusCode: 422, error: 'Unprocessable Entity', message: 'Only 1 Tour shirt left.', code: 'OUT_OF_STOCK' });
    const put = await recordSaga(checkoutFlow, checkoutRequested({}), state());
    expect(put).toEqual([purchaseFailed({ message: 'Only 1 Tour shirt left.', status: 422, code: 'OUT_OF_STOCK' })]);
    expect(notify.error).toHaveBeenCalledWith('Only 1 Tour shirt left.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when no answer came', async () => {
    jest.mocked(paymentService.purchaseProducts).mockRejectedValue(new TypeError('fetch failed'));
    const put = await recordSaga(checkoutFlow, checkoutRequested({}), state());
    expect(put).toEqual([purchaseFailed({ message: 'fetch failed', status: 0 })]);
  });

  it.each(['javascript:alert(1)', '//evil.example/pay', 'data:text/html,hi', '/\\evil.example'])('does not follow a payment address like %s', async (url) => {
    jest.mocked(paymentService.purchaseProducts).mockResolvedValue(result(url));
    const put = await recordSaga(checkoutFlow, checkoutRequested({}), state());
    expect(put).toEqual([purchaseCreated(result(url)), purchaseFailed({ message: BAD_PAYMENT_URL, status: 0 })]);
    expect(notify.error).toHaveBeenCalledWith(BAD_PAYMENT_URL);
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('buying a video or a gallery', () => {
  it.each(['video', 'gallery'] as const)('buys a %s through its purchase route and goes to pay', async (kind) => {
    jest.mocked(paymentService.purchaseAsset).mockResolvedValue(result('/payment/sandbox/t9'));
    const put = await recordSaga(purchaseAssetFlow, assetPurchaseRequested({ kind, id: 'v1' }));
    expect(paymentService.purchaseAsset).toHaveBeenCalledWith(kind, 'v1', {});
    expect(put).toEqual([purchaseCreated(result('/payment/sandbox/t9'))]);
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t9');
  });

  it("shows the server's message when the video cannot be bought", async () => {
    jest.mocked(paymentService.purchaseAsset).mockRejectedValue({ statusCode: 409, error: 'Conflict', message: 'You already bought this video.' });
    const put = await recordSaga(purchaseAssetFlow, assetPurchaseRequested({ kind: 'video', id: 'v1' }));
    expect(put).toEqual([purchaseFailed({ message: 'You already bought this video.', status: 409 })]);
    expect(notify.error).toHaveBeenCalledWith('You already bought this video.');
  });
});

describe('applying a coupon', () => {
  it('keeps the coupon the server accepts', async () => {
    const coupon = { code: 'WELCOME10', discount: 0.1, expiredDate: '2027-01-01', numberOfUses: 3 };
    jest.mocked(couponService.apply).mockResolvedValue(coupon);
    expect(await recordSaga(applyCouponFlow, couponApplyRequested(' welcome10 '))).toEqual([couponApplied(coupon)]);
    expect(couponService.apply).toHaveBeenCalledWith('welcome10');
  });

  it.each([
    ['COUPON_EXPIRED', 'This coupon expired on Jan 1, 2026.'],
    ['COUPON_USED_UP', 'This coupon has been used up.'],
    ['COUPON_ALREADY_USED', 'You have already used this coupon.'],
  ])('keeps the server message and code for a 422 %s', async (code, message) => {
    jest.mocked(couponService.apply).mockRejectedValue({ statusCode: 422, error: 'Unprocessable Entity', message, code });
    expect(await recordSaga(applyCouponFlow, couponApplyRequested('X'))).toEqual([couponFailed({ message, status: 422, code })]);
  });

  it('says an unknown coupon does not exist when the 404 carries no message', async () => {
    jest.mocked(couponService.apply).mockRejectedValue({ statusCode: 404, error: 'Not Found', message: '' });
    expect(await recordSaga(applyCouponFlow, couponApplyRequested('NOPE'))).toEqual([couponFailed({ message: CHECKOUT_MESSAGES.couponUnknown, status: 404 })]);
  });
});

describe("loading the cart lines' products", () => {
  it('marks each line found, missing (404) or failed', async () => {
    const product = makeProduct({ _id: A });
    jest.mocked(productService.findOne).mockImplementation(async (id) => {
      if (id === A) return product;
      if (id === B) throw { statusCode: 404, error: 'Not Found', message: 'Product not found' };
      throw { statusCode: 503, error: 'Service Unavailable', message: 'The database is unavailable' };
    });
    expect(await recordSaga(loadCartProductsFlow, cartProductsRequested([A, B, C]))).toEqual([
      cartProductsLoaded({
        [A]: { status: 'found', product },
        [B]: { status: 'missing' },
        [C]: { status: 'failed', message: 'The database is unavailable' },
      }),
    ]);
  });
});
