import { periodLabel, renewalLabel } from '../../lib/subscriptions';
import type { SubscriptionPackage } from '../../types/subscriptions';
import LightButton from '../common/light-button';
import { useMoney } from '../common/use-money';
import styles from './subscription.module.css';

interface Props {
  pack: SubscriptionPackage;
  onChoose: (pack: SubscriptionPackage) => void;
  /** This package's subscribe call is out. */
  choosing: boolean;
  /** Another package's is: one at a time. */
  disabled: boolean;
}

/** One package on offer: name, price and period, whether it renews, and its Choose button. */
export default function PackageCard({ pack, onChoose, choosing, disabled }: Props) {
  const money = useMoney();
  return (
    <li className={styles.package} data-testid="package-card">
      <h4 className={styles.packageName}>{pack.name}</h4>
      <div className={styles.price}>
        <span className={styles.amount}>{money(pack.price)}</span>
        <span className={styles.period}>{periodLabel(pack.periodDays)}</span>
      </div>
      <span className={styles.renewal}>{renewalLabel(pack.recurring)}</span>
      {pack.description && <p className={styles.description}>{pack.description}</p>}
      <LightButton
        type="primary"
        shape="round"
        block
        className={styles.choose}
        loading={choosing}
        disabled={disabled && !choosing}
        onClick={() => onChoose(pack)}
        aria-label={`Choose ${pack.name}`}
        data-testid="package-choose"
      >
        Choose
      </LightButton>
    </li>
  );
}
