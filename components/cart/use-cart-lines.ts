import { useEffect, useMemo, useRef } from 'react';
import { cartLine, cartTotals } from '../../lib/cart-lines';
import { selectCartItems } from '../../redux/cart/selectors';
import { cartItemUpdated } from '../../redux/cart/slice';
import { cartProductsRequested } from '../../redux/checkout/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';

/**
 * The cart's lines with their products as the API shows them now (asked for once when the page opens, then
 * for lines that appear), and the preview of the totals with the applied coupon.
 */
export function useCartLines() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const products = useAppSelector((s) => s.checkout.products);
  const coupon = useAppSelector((s) => s.checkout.coupon.data);
  const asked = useRef(new Set<string>());

  const ids = items.map((item) => item._id);
  const idsKey = ids.join(',');
  useEffect(() => {
    const fresh = ids.filter((id) => !asked.current.has(id));
    if (!fresh.length) return;
    for (const id of fresh) asked.current.add(id);
    dispatch(cartProductsRequested(fresh));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idsKey stands for ids
  }, [dispatch, idsKey]);

  const lines = useMemo(() => items.map((item) => cartLine(item, products[item._id])), [items, products]);

  // A digital product is bought once: a stored quantity above 1 is set back to 1 (and the total with it).
  useEffect(() => {
    for (const line of lines) {
      if (line.product?.type === 'digital' && line.item.quantity !== 1) dispatch(cartItemUpdated({ _id: line.item._id, quantity: 1 }));
    }
  }, [dispatch, lines]);

  const shippingFee = useAppSelector((s) => s.ui.shippingFee);
  const totals = useMemo(() => cartTotals(lines, coupon?.discount ?? 0, shippingFee), [lines, coupon, shippingFee]);
  return { lines, totals, coupon };
}
