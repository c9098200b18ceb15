import { useEffect, useState } from 'react';
import CartView from '../components/cart/cart-view';
import LightSpin from '../components/common/light-spin';
import PageHeading from '../components/common/page-heading';
import PageTitle from '../components/common/page-title';
import { selectCartTotal } from '../redux/cart/selectors';
import { useAppSelector } from '../redux/hooks';
import type { LimelightPage } from '../types/page';

/** The cart lives in the browser (local storage): the server renders the frame, the browser the lines. */
const CartPage: LimelightPage = () => {
  const total = useAppSelector(selectCartTotal);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="page-container" data-testid="cart-page">
      <PageTitle title="Cart" />
      <PageHeading title="Your cart" count={mounted ? total : undefined} noun="items" />
      {mounted ? <CartView /> : <LightSpin size="large" />}
    </div>
  );
};

export default CartPage;
