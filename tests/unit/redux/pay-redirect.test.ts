import { leaveSite, navigate } from '../../../lib/navigation';
import { notify } from '../../../lib/notify';
import { purchaseAssetFlow } from '../../../redux/checkout/sagas';
import { assetPurchaseRequested, purchaseCreated, purchaseFailed } from '../../../redux/checkout/slice';
import { BAD_PAYMENT_URL, payThenRedirect } from '../../../redux/pay-redirect';
import { subscribeFlow } from '../../../redux/subscriptions/sagas';
import { subscriptionsActions } from '../../../redux/subscriptions/slice';
import { paymentService } from '../../../services/payment.service';
import { subscriptionService } from '../../../services/subscription.service';
import type { CheckoutResult } from '../../../types/checkout';
import { makeOrder, makeTransaction } from '../helpers/checkout-fixtures';
import { recordSaga } from '../helpers/record-saga';

jest.mock('../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('../../../services/payment.service', () => ({ paymentService: { purchaseAsset: jest.fn() } }));
jest.mock('../../../services/subscription.service', () => ({ subscriptionService: { subscribe: jest.fn() } }));

const result = (paymentUrl: string): CheckoutResult => ({ order: makeOrder(), transaction: makeTransaction(), paymentUrl });

beforeEach(() => jest.clearAllMocks());

describe('payThenRedirect: the one way a buyer is sent to pay', () => {
  it('goes to one of our pages by client routing, to a gateway by a full page load', async () => {
    const run = (url: string) =>
      recordSaga(function* () {
        return yield* payThenRedirect(url);
      }, undefined);
    await run('/payment/sandbox/t1');
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t1');
    await run('https://bill.ccbill.example/pay?x=1');
    expect(leaveSite).toHaveBeenCalledWith('https://bill.ccbill.example/pay?x=1');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', '//evil.example/pay', 'pay'])('does not follow %s and says so', async (url) => {
    await recordSaga(function* () {
      yield* payThenRedirect(url);
    }, undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(leaveSite).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith(BAD_PAYMENT_URL);
  });

  it('is what a video purchase and a subscription both use', async () => {
    jest.mocked(paymentService.purchaseAsset).mockResolvedValue(result('javascript:alert(1)'));
    expect(await recordSaga(purchaseAssetFlow, assetPurchaseRequested({ kind: 'video', id: 'v1' }))).toEqual([
      purchaseCreated(result('javascript:alert(1)')),
      purchaseFailed({ message: BAD_PAYMENT_URL, status: 0 }),
    ]);
    expect(notify.error).toHaveBeenCalledTimes(1);

    jest.mocked(subscriptionService.subscribe).mockResolvedValue(result('/payment/sandbox/t2'));
    const put = await recordSaga(subscribeFlow, subscriptionsActions.subscribeRequested({ packageId: 'p1' }), {
      subscriptions: { chooser: { performer: null } },
    });
    expect(put).toEqual([subscriptionsActions.subscribeCreated(result('/payment/sandbox/t2'))]);
    expect(navigate).toHaveBeenCalledWith('/payment/sandbox/t2');

    jest.mocked(subscriptionService.subscribe).mockResolvedValue(result('//evil.example'));
    await recordSaga(subscribeFlow, subscriptionsActions.subscribeRequested({ packageId: 'p1' }), { subscriptions: { chooser: { performer: null } } });
    expect(notify.error).toHaveBeenLastCalledWith(BAD_PAYMENT_URL);
  });
});
