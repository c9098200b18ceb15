import LockFilled from '@ant-design/icons/LockFilled';
import Link from './link';
import type { Access, PerformerCard } from '../../types/catalogue';
import UnlockButton from './unlock-button';
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

/** What a locked asset asks for: a subscription to its performer, or a purchase (see UnlockButton). */
export default function UnlockCta({ access, price, performer, item }: Props) {
  const { loggedIn, loginHref } = useSignInFirst();
  const noun = item.type;
  const money = useMoney();
  const name = performer?.name ?? 'this performer';
  const forSale = access === 'sale';
  const heading = forSale ? `Unlock this ${noun}` : 'For subscribers';
  const text = forSale
    ? `Buy it once and it is yours to enjoy any time.`
    : `Subscribe to ${name} to enjoy this ${noun} and everything else they share.`;

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
        <UnlockButton forSale={forSale} performer={performer} item={item}>
          {forSale ? `Buy for ${money(price)}` : `Subscribe to ${name}`}
        </UnlockButton>
        {!loggedIn && (
          <span className={styles.login}>
            Already a member? <Link href={loginHref}>Log in</Link>
          </span>
        )}
      </div>
    </div>
  );
}
