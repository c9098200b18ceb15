import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { CATALOGUE_ROUTES } from '../../lib/catalogue';
import { cartItemsRemoved, cartItemUpdated } from '../../redux/cart/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import ButtonLink from '../common/button-link';
import LightAlert from '../common/light-alert';
import LightSpin from '../common/light-spin';
import ListEmpty from '../common/list-empty';
import { useSignInFirst } from '../common/use-sign-in-first';
import CartLine from './cart-line';
import CartSummary from './cart-summary';
import CheckoutForm from './checkout-form';
import CouponForm from './coupon-form';
import { useCartLines } from './use-cart-lines';
import styles from './cart.module.css';

/** The cart: its lines, then the coupon, the totals, the shipping details and checkout. */
export default function CartView() {
  const dispatch = useAppDispatch();
  const { lines, totals, coupon } = useCartLines();
  const { loggedIn, loginHref } = useSignInFirst();
  const purchaseError = useAppSelector((s) => s.checkout.purchase.error);

  if (!lines.length) {
    return (
      <ListEmpty testId="cart-empty">
        <p>Your cart is empty.</p>
        <ButtonLink href={CATALOGUE_ROUTES.products} type="primary" shape="round" icon={<ShoppingOutlined aria-hidden />}>
          Browse products
        </ButtonLink>
      </ListEmpty>
    );
  }

  const loading = lines.some((line) => line.problem === 'loading');
  return (
    <div className={styles.layout}>
      <ul className={styles.lines} aria-label="Cart lines" data-testid="cart-lines">
        {lines.map((line) => (
          <CartLine
            key={line.item._id}
            line={line}
            onQuantity={(quantity) => dispatch(cartItemUpdated({ _id: line.item._id, quantity }))}
            onRemove={() => dispatch(cartItemsRemoved([line.item._id]))}
          />
        ))}
      </ul>
      <aside className={styles.summary} aria-label="Order summary" data-testid="cart-summary">
        <h2 className={styles.sectionTitle}>Order summary</h2>
        {loading ? <LightSpin /> : <CartSummary totals={totals} discount={coupon ? coupon.discount : null} />}
        {loggedIn ? (
          <>
            <CouponForm />
            <CheckoutForm needsShipping={totals.needsShipping} ready={totals.ready} />
            {purchaseError && <LightAlert type="error" showIcon title={purchaseError.message} data-testid="checkout-error" />}
          </>
        ) : (
          <ButtonLink href={loginHref} type="primary" size="large" shape="round" block data-testid="cart-login">
            Log in to check out
          </ButtonLink>
        )}
        {!loading && !totals.ready && (
          <p className={styles.notReady} data-testid="cart-not-ready">
            Some lines cannot be bought as they are: see what they say.
          </p>
        )}
        <p className={styles.fine}>Prices, the discount and the total are confirmed by the server when you check out.</p>
      </aside>
    </div>
  );
}
