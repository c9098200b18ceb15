import CheckOutlined from '@ant-design/icons/CheckOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { CART_ROUTE } from '../../lib/constants';
import { navigate } from '../../lib/navigation';
import { notify } from '../../lib/notify';
import { selectInCart } from '../../redux/cart/selectors';
import { cartItemsAdded } from '../../redux/cart/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { ProductDetail } from '../../types/product';
import ButtonLink from '../common/button-link';
import LightButton, { type LightButtonProps } from '../common/light-button';
import { useSignInFirst } from '../common/use-sign-in-first';

export type CartProductFields = Pick<ProductDetail, '_id' | 'name' | 'type' | 'inStock' | 'stock'> & Partial<Pick<ProductDetail, 'isBought'>>;

export const ADDED_TO_CART = 'Added to your cart';

export const canBuy = (product: CartProductFields) => (product.type === 'digital' ? !product.isBought : product.inStock && product.stock !== 0);

type Look = Pick<LightButtonProps, 'size' | 'block' | 'className' | 'shape'>;

/**
 * "Add to cart": a visitor is sent to log in first (and back here); a product already in the cart links to
 * the cart instead; a sold-out one (or a digital one the viewer owns) cannot be added.
 */
export default function AddToCartButton({ product, compact = false, ...look }: { product: CartProductFields; compact?: boolean } & Look) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectInCart(product._id));
  const { ensureSignedIn } = useSignInFirst();
  const testId = compact ? 'card-add-to-cart' : 'add-to-cart';

  if (inCart) {
    return (
      <ButtonLink {...look} href={CART_ROUTE} icon={<CheckOutlined aria-hidden />} data-testid={testId} data-in-cart="true">
        {compact ? 'In cart' : 'In your cart'}
      </ButtonLink>
    );
  }
  const available = canBuy(product);
  // A card already wears its "Sold out" pill: no greyed button beside it.
  if (compact && !available) return null;
  return (
    <LightButton
      {...look}
      type={compact ? 'default' : 'primary'}
      icon={<ShoppingCartOutlined aria-hidden />}
      disabled={!available}
      aria-label={compact ? `Add ${product.name} to cart` : undefined}
      data-testid={testId}
      onClick={() => {
        if (!ensureSignedIn()) return;
        dispatch(cartItemsAdded([{ _id: product._id }]));
        notify.success(ADDED_TO_CART);
      }}
    >
      {available ? (compact ? 'Add' : 'Add to cart') : product.type === 'digital' ? 'Owned' : 'Sold out'}
    </LightButton>
  );
}

/** "Buy now": the product alone into the cart (kept with whatever else is there), then the cart to check out. */
export function BuyNowButton({ product, ...look }: { product: CartProductFields } & Look) {
  const dispatch = useAppDispatch();
  const { ensureSignedIn } = useSignInFirst();
  return (
    <LightButton
      {...look}
      disabled={!canBuy(product)}
      data-testid="buy-now"
      onClick={() => {
        if (!ensureSignedIn()) return;
        dispatch(cartItemsAdded([{ _id: product._id }]));
        void navigate(CART_ROUTE);
      }}
    >
      Buy now
    </LightButton>
  );
}
