import LockFilled from '@ant-design/icons/LockFilled';
import Link from './link';
import { assetPurchaseRequested } from '../../redux/checkout/slice';
import { subscriptionsActions } from '../../redux/subscriptions/slice';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import type { Access, PerformerCard } from '../../types/catalogue';
import ButtonLink from './button-link';
import LightButton from './light-button';
import styles from './unlock-cta.module.css';
import { useMoney } from './use-money';
import { useSignInFirst } from './use-sign-in-first';

interface Props {
  access: Access;
  price: number;
  performer: PerformerCard | null;
  /** What is locked, and what Buy buys through checkout. */
  item: { type: 'video' | 'gallery'; id: string };
}

/**
 * What a locked asset asks for: a subscription to its performer, or a purchase. A visitor is sent to log in
 * (and back here); "Subscribe" opens the package chooser (the performer's packages and the site's); "Buy"
 * buys the video or gallery through checkout (purchase-video or purchase-gallery, then the payment page).
 */
export default function UnlockCta({ access, price, performer, item }: Props) {
  const dispatch = useAppDispatch();
  const buying = useAppSelector((s) => s.checkout.purchase.requesting);
  const { loggedIn, loginHref } = useSignInFirst();
  const noun = item.type;
  const money = useMoney();
  const name = performer?.name ?? 'this performer';
  const forSale = access === 'sale';
  const heading = forSale ? `Unlock this ${noun}` : 'For subscribers';
  const text = forSale
    ? `Buy it once and it is yours to enjoy any time.`
    : `Subscribe to ${name} to enjoy this ${noun} and everything else they share.`;
  const label = forSale ? `Buy for ${money(price)}` : `Subscribe to ${name}`;
  const buy = () => dispatch(assetPurchaseRequested({ kind: item.type, id: item.id }));
  const subscribe = () => dispatch(subscriptionsActions.chooserOpened(performer ? { _id: performer._id, name: performer.name } : null));

  return (
    <div className={styles.cta} data-testid="unlock-cta">
      <span className={styles.icon} aria-hidden>
        <LockFilled />
      </span>
      <div className={styles.text}>
        <strong className={styles.heading}>{heading}</strong>
        <span>{text}</span>
      </div>
      <div className={styles.actions}>
        {loggedIn ? (
          <LightButton type="primary" size="large" shape="round" loading={forSale && buying} onClick={forSale ? buy : subscribe} data-testid="unlock-button">
            {label}
          </LightButton>
        ) : (
          <ButtonLink href={loginHref} type="primary" size="large" shape="round" data-testid="unlock-button">
            {label}
          </ButtonLink>
        )}
        {!loggedIn && (
          <span className={styles.login}>
            Already a member? <Link href={loginHref}>Log in</Link>
          </span>
        )}
      </div>
    </div>
  );
}
