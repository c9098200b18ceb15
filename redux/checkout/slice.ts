import type { PayPerViewKind } from '../../services/payment.service';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppliedCoupon, CheckoutResult, ShippingDetails } from '../../types/checkout';
import type { ProductDetail } from '../../types/product';
import type { TipBody } from '../../types/tip';
import { failed, idle, started, succeeded, type RequestError, type RequestState } from '../request-state';

/** What a Buy button on a locked video or gallery buys. */
export interface AssetPurchase {
  kind: PayPerViewKind;
  id: string;
}

/** What the API says of a cart line's product now: the product, or that it is gone (404), or that asking failed. */
export type CartProduct = { status: 'found'; product: ProductDetail } | { status: 'missing' } | { status: 'failed'; message: string };

export interface CheckoutState {
  /** The cart lines' products, by id, as last loaded. */
  products: Record<string, CartProduct>;
  productsRequesting: boolean;
  /** The coupon the buyer applied (its code goes with the purchase; the server computes the discount). */
  coupon: RequestState<AppliedCoupon>;
  /** The purchase call: success means the buyer is on the way to pay. */
  purchase: RequestState<CheckoutResult>;
}

export const initialCheckoutState: CheckoutState = {
  products: {},
  productsRequesting: false,
  coupon: idle({ data: null }),
  purchase: idle({ data: null }),
};

export interface CartCheckout {
  shipping?: ShippingDetails;
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    cartProductsRequested(state, _action: PayloadAction<string[]>) {
      state.productsRequesting = true;
    },
    cartProductsLoaded(state, action: PayloadAction<Record<string, CartProduct>>) {
      state.products = { ...state.products, ...action.payload };
      state.productsRequesting = false;
    },
    couponApplyRequested(state, _action: PayloadAction<string>) {
      state.coupon = started(idle({ data: null }));
    },
    couponApplied(state, action: PayloadAction<AppliedCoupon>) {
      state.coupon = succeeded({ data: action.payload });
    },
    couponFailed(state, action: PayloadAction<RequestError>) {
      state.coupon = failed(idle({ data: null }), action.payload);
    },
    couponRemoved(state) {
      state.coupon = idle({ data: null });
    },
    /** Check out the cart: its lines, the applied coupon's code, and the shipping details when any line is physical. */
    checkoutRequested(state, _action: PayloadAction<CartCheckout>) {
      state.purchase = started(state.purchase);
    },
    /** Buy one video or gallery (pay-per-view). */
    assetPurchaseRequested(state, _action: PayloadAction<AssetPurchase>) {
      state.purchase = started(state.purchase);
    },
    /** Send a creator a tip (paid like a purchase). */
    tipRequested(state, _action: PayloadAction<TipBody>) {
      state.purchase = started(state.purchase);
    },
    purchaseCreated(state, action: PayloadAction<CheckoutResult>) {
      state.purchase = succeeded({ data: action.payload });
    },
    purchaseFailed(state, action: PayloadAction<RequestError>) {
      state.purchase = failed(state.purchase, action.payload);
    },
  },
});

export const {
  cartProductsRequested,
  cartProductsLoaded,
  couponApplyRequested,
  couponApplied,
  couponFailed,
  couponRemoved,
  checkoutRequested,
  assetPurchaseRequested,
  tipRequested,
  purchaseCreated,
  purchaseFailed,
} = checkoutSlice.actions;
export default checkoutSlice.reducer;
