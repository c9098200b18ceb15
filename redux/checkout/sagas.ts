import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { isNotFound, toRequestError, type RequestError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { couponService } from '../../services/coupon.service';
import { paymentService } from '../../services/payment.service';
import { productService } from '../../services/product.service';
import type { AppliedCoupon, CheckoutResult, PurchaseProductsBody } from '../../types/checkout';
import type { ProductDetail } from '../../types/product';
import type { TipBody } from '../../types/tip';
import type { CartItem } from '../cart/slice';
import { BAD_PAYMENT_URL, payThenRedirect } from '../pay-redirect';
import type { RootState } from '../root-reducer';
import { CHECKOUT_MESSAGES } from './messages';
import {
  cartProductsLoaded,
  cartProductsRequested,
  checkoutRequested,
  couponApplied,
  couponApplyRequested,
  couponFailed,
  purchaseCreated,
  purchaseFailed,
  assetPurchaseRequested,
  tipRequested,
  type AssetPurchase,
  type CartCheckout,
  type CartProduct,
} from './slice';

/** One cart line's product as the API shows it now; a 404 means it was removed (or is no longer for sale). */
export function* loadCartProduct(id: string) {
  try {
    const product: ProductDetail = yield call(productService.findOne, id);
    return { status: 'found', product } satisfies CartProduct;
  } catch (error) {
    const failure = toRequestError(error, CHECKOUT_MESSAGES.productFailed);
    return (isNotFound(failure) ? { status: 'missing' } : { status: 'failed', message: failure.message }) satisfies CartProduct;
  }
}

export function* loadCartProductsFlow(action: PayloadAction<string[]>) {
  const ids = action.payload;
  const loaded: CartProduct[] = yield all(ids.map((id) => call(loadCartProduct, id)));
  yield put(cartProductsLoaded(Object.fromEntries(ids.map((id, i) => [id, loaded[i]]))));
}

export function* applyCouponFlow(action: PayloadAction<string>) {
  try {
    const coupon: AppliedCoupon = yield call(couponService.apply, action.payload.trim());
    yield put(couponApplied(coupon));
  } catch (error) {
    const fallback = toRequestError(error, '').status === 404 ? CHECKOUT_MESSAGES.couponUnknown : CHECKOUT_MESSAGES.couponRefused;
    yield put(couponFailed(toRequestError(error, fallback)));
  }
}

/** The order was created: off to pay it (or, for a free order, straight to the success page). */
function* payFlow(result: CheckoutResult) {
  yield put(purchaseCreated(result));
  const followed: boolean = yield call(payThenRedirect, result.paymentUrl);
  if (!followed) yield put(purchaseFailed({ message: BAD_PAYMENT_URL, status: 0 }));
}

function* fail(failure: RequestError) {
  yield put(purchaseFailed(failure));
  yield call(notify.error, failure.message);
}

const selectCartItems = (state: RootState) => state.cart.items;
const selectCouponCode = (state: RootState) => state.checkout.coupon.data?.code;

export function* checkoutFlow(action: PayloadAction<CartCheckout>) {
  const items: CartItem[] = yield select(selectCartItems);
  const couponCode: string | undefined = yield select(selectCouponCode);
  const body: PurchaseProductsBody = { products: items.map(({ _id, quantity }) => ({ _id, quantity })) };
  if (couponCode) body.couponCode = couponCode;
  if (action.payload.shipping) body.shipping = action.payload.shipping;
  try {
    const result: CheckoutResult = yield call(paymentService.purchaseProducts, body);
    yield call(payFlow, result);
  } catch (error) {
    yield call(fail, toRequestError(error, CHECKOUT_MESSAGES.purchaseFailed));
  }
}

export function* purchaseAssetFlow(action: PayloadAction<AssetPurchase>) {
  try {
    const result: CheckoutResult = yield call(paymentService.purchaseAsset, action.payload.kind, action.payload.id, {});
    yield call(payFlow, result);
  } catch (error) {
    yield call(fail, toRequestError(error, CHECKOUT_MESSAGES.purchaseFailed));
  }
}

export function* tipFlow(action: PayloadAction<TipBody>) {
  try {
    const result: CheckoutResult = yield call(paymentService.tip, action.payload);
    yield call(payFlow, result);
  } catch (error) {
    yield call(fail, toRequestError(error, CHECKOUT_MESSAGES.purchaseFailed));
  }
}

export default function* checkoutSagas() {
  yield all([
    takeEvery(cartProductsRequested.type, loadCartProductsFlow),
    takeLatest(couponApplyRequested.type, applyCouponFlow),
    // One purchase at a time: a second click while the first is out creates no second order.
    takeLeading([checkoutRequested.type, assetPurchaseRequested.type, tipRequested.type], purchaseFlow),
  ]);
}

export function* purchaseFlow(action: PayloadAction<unknown>) {
  if (checkoutRequested.match(action)) yield call(checkoutFlow, action);
  else if (assetPurchaseRequested.match(action)) yield call(purchaseAssetFlow, action);
  else if (tipRequested.match(action)) yield call(tipFlow, action);
}
