import LockFilled from '@ant-design/icons/LockFilled';
import Link from './link';
import { paths } from '../../lib/catalogue';
import { ROUTES } from '../../lib/constants';
import { notify } from '../../lib/notify';
import { useAppSelector } from '../../redux/hooks';
import type { Access, PerformerCard } from '../../types/catalogue';
import ButtonLink from './button-link';
import LightButton from './light-button';
import styles from './unlock-cta.module.css';
import { useMoney } from './use-money';

interface Props {
  access: Access;
  price: number;
  performer: PerformerCard | null;
  /** "video", "gallery". */
  noun: string;
}

export const CHECKOUT_SOON = 'Checkout opens soon: purchases are not available yet.';

/**
 * What a locked asset asks for: a subscription to its performer, or a purchase. Payments arrive later:
 * a visitor is sent to log in, a subscriber to the performer's page, and "Buy" only says so.
 */
export default function UnlockCta({ access, price, performer, noun }: Props) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const money = useMoney();
  const name = performer?.name ?? 'this performer';
  const forSale = access === 'sale';
  const heading = forSale ? `Unlock this ${noun}` : 'For subscribers';
  const text = forSale
    ? `Buy it once and it is yours to enjoy any time.`
    : `Subscribe to ${name} to enjoy this ${noun} and everything else they share.`;
  const label = forSale ? `Buy for ${money(price)}` : `Subscribe to ${name}`;
  const target = loggedIn && performer ? paths.performer(performer) : ROUTES.authLogin;

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
        {forSale && loggedIn ? (
          <LightButton type="primary" size="large" shape="round" onClick={() => notify.info(CHECKOUT_SOON)} data-testid="unlock-button">
            {label}
          </LightButton>
        ) : (
          <ButtonLink href={target} type="primary" size="large" shape="round" data-testid="unlock-button">
            {label}
          </ButtonLink>
        )}
        {!loggedIn && (
          <span className={styles.login}>
            Already a member? <Link href={ROUTES.authLogin}>Log in</Link>
          </span>
        )}
      </div>
    </div>
  );
}
