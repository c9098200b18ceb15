import { countOf } from '../../lib/plural';
import { formatDate } from '../../lib/format';
import type { Payout } from '../../types/payout';
import LoadedList from '../common/loaded-list';
import type { Loaded } from '../common/use-loaded';
import { useMoney } from '../common/use-money';
import styles from './studio.module.css';

/** The payouts sent to the performer, newest first: when, how much, where to, and the transfer's reference. */
export default function PayoutHistory({ loaded }: { loaded: Loaded<{ data: Payout[]; total: number }> }) {
  const money = useMoney();
  return (
    <section aria-labelledby="payout-history-title">
      <h2 id="payout-history-title" className={styles.sectionTitle}>
        Payouts sent
      </h2>
      <LoadedList loaded={loaded} empty="No payout has been sent yet. The first goes out on a Monday once what is payable reaches your threshold.">
        {(payouts) => (
          <ul className={styles.rows} data-testid="payout-history">
            {payouts.map((payout) => (
              <li key={payout._id} className={styles.row} data-testid="payout-row">
                <div>
                  <div className={styles.rowTitle}>{formatDate(payout.createdAt)}</div>
                  <div className={styles.rowFacts}>
                    <span>{payout.summary ?? 'Paid by the site directly'}</span>
                    <span>Reference {payout.reference}</span>
                    <span>{countOf(payout.earningsCount, 'earnings')}</span>
                    {payout.clawedBackCents > 0 && <span>{money(payout.clawedBackCents)} refunded after an earlier payout taken off</span>}
                  </div>
                </div>
                <div className={styles.rowAside}>
                  <strong>{money(payout.netCents)}</strong>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </section>
  );
}
