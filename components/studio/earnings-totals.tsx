import { useAppSelector } from '../../redux/hooks';
import LightAlert from '../common/light-alert';
import { useMoney } from '../common/use-money';
import styles from './studio.module.css';

/** The totals of the filtered earnings: gross, the site's commission, net, and of the net what is paid out and what is not yet (or owed back). */
export default function EarningsTotals() {
  const { data: stats, error } = useAppSelector((s) => s.earnings.stats);
  const money = useMoney();
  if (!stats) {
    return error ? (
      <LightAlert
        className={styles.panelAlert}
        type="error"
        showIcon
        title="We couldn't load your totals"
        description={error.message}
        data-testid="earning-stats-error"
      />
    ) : null;
  }
  const totals = [
    { key: 'gross', label: 'Gross sales', value: stats.totalGrossPrice },
    { key: 'commission', label: 'Site commission', value: stats.totalCommission },
    { key: 'net', label: 'Net earnings', value: stats.totalNetPrice },
    { key: 'paid', label: 'Paid out', value: stats.paidPrice },
    // Below zero when sales refunded after their payout mean the performer owes the site.
    stats.unpaidPrice < 0
      ? { key: 'unpaid', label: 'Owed back (refunded after payout)', value: -stats.unpaidPrice }
      : { key: 'unpaid', label: 'Not paid out yet', value: stats.unpaidPrice },
  ];
  return (
    <dl className={styles.totals} data-testid="earning-stats">
      {totals.map(({ key, label, value }) => (
        <div key={key} className={`${styles.total} ${key === 'net' ? styles.totalNet : ''}`} data-testid={`earning-total-${key}`}>
          <dt>{label}</dt>
          <dd>{money(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
