import { formatDate } from '../../lib/format';
import type { PayoutSummary as Summary } from '../../types/payout';
import LightAlert from '../common/light-alert';
import { useMoney } from '../common/use-money';
import styles from './studio.module.css';

/** Why the next payout sends nothing, in the performer's words. */
function blockedWords(summary: Summary, money: (cents: number) => string): string {
  if (summary.nextPayoutBlocked === 'No payout details') return 'Add your payout details below to be paid.';
  if (summary.nextPayoutBlocked === 'Below their threshold')
    return `What is payable then is below your threshold of ${money(summary.account?.thresholdCents ?? 0)}: it carries over to a later payout.`;
  if (summary.nextPayoutBlocked === 'Account suspended') return 'Payouts are on hold while your account is suspended.';
  return 'Nothing is payable by then.';
}

/** What the performer is owed now, what is still held, what they owe back, what was sent, and the next payout. */
export default function PayoutSummary({ summary }: { summary: Summary }) {
  const money = useMoney();
  const day = formatDate(`${summary.nextPayoutDate}T12:00:00Z`);
  const totals = [
    { key: 'available', label: 'Available for payout', value: summary.availableCents },
    {
      key: 'pending',
      label: summary.pendingFrom ? `Pending, available from ${formatDate(summary.pendingFrom)}` : 'Pending',
      value: summary.pendingCents,
    },
    { key: 'owed', label: 'Owed back (refunded after payout)', value: summary.owedCents },
    { key: 'paid', label: 'Paid out so far', value: summary.paidCents },
  ];
  return (
    <>
      <LightAlert
        className={styles.panelAlert}
        type={summary.nextPayoutBlocked ? 'info' : 'success'}
        showIcon
        title={summary.nextPayoutBlocked ? `Next payout: ${day}` : `Next payout: ${money(summary.nextPayoutCents)} on ${day}`}
        description={
          summary.nextPayoutBlocked
            ? blockedWords(summary, money)
            : `Sent to ${summary.account?.summary}. Payouts go out every Monday; earnings wait ${summary.holdDays} days first, the time refunds and chargebacks come in.`
        }
        data-testid="payout-next"
      />
      <dl className={`${styles.totals} ${styles.totalsFour}`} data-testid="payout-totals">
        {totals.map(({ key, label, value }) => (
          <div key={key} className={`${styles.total} ${key === 'available' ? styles.totalNet : ''}`} data-testid={`payout-total-${key}`}>
            <dt>{label}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
