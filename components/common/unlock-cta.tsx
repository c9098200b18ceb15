import LockFilled from '@ant-design/icons/LockFilled';
import Link from './link';
import type { Access, PerformerCard } from '../../types/catalogue';
import { payPerViewOf, type PayPerViewKind } from '../../lib/sellable-kinds';
import UnlockButton from './unlock-button';
import styles from './unlock-cta.module.css';
import { useMoney } from './use-money';
import { useSignInFirst } from './use-sign-in-first';

interface Props {
  access: Access;
  price: number;
  performer: PerformerCard | null;
  /** What is locked, and what Buy buys through checkout. */
  item: { type: PayPerViewKind; id: string };
  /**
   * A subscriber item's other performers (taking part in it) the viewer already subscribes to: their subscription
   * does not include it, since it belongs to its performer's subscribers. The text says so instead of asking the
   * viewer to subscribe as if they had not.
   */
  subscribedToOthers?: PerformerCard[];
}

const names = (performers: PerformerCard[]) =>
  performers.length === 1
    ? performers[0].name
    : `${performers
        .slice(0, -1)
        .map((p) => p.name)
        .join(', ')} and ${performers[performers.length - 1].name}`;

/** What a locked asset asks for: a subscription to its performer, or a purchase (see UnlockButton). */
export default function UnlockCta({ access, price, performer, item, subscribedToOthers = [] }: Props) {
  const { loggedIn, loginHref } = useSignInFirst();
  const noun = payPerViewOf(item.type).noun;
  const money = useMoney();
  const name = performer?.name ?? 'this performer';
  const forSale = access === 'sale';
  const elsewhere = !forSale && subscribedToOthers.length > 0;
  const heading = forSale ? `Unlock this ${noun}` : elsewhere ? `This ${noun} is for ${name}'s subscribers` : 'For subscribers';
  const text = forSale
    ? `Buy it once and it is yours to enjoy any time.`
    : elsewhere
      ? `${names(subscribedToOthers)} ${subscribedToOthers.length === 1 ? 'takes' : 'take'} part in it, but it belongs to ${name}: your subscription to ${names(subscribedToOthers)} does not include it. Subscribe to ${name} to watch it.`
      : `Subscribe to ${name} to enjoy this ${noun} and everything else they share.`;

  return (
    <div className={styles.cta} data-testid="unlock-cta" data-subscribed-elsewhere={elsewhere || undefined}>
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
