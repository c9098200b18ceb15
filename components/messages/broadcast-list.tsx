import { formatDate } from '../../lib/format';
import type { Broadcast } from '../../types/message';
import { countOf } from '../../lib/plural';
import LightTag from '../common/light-tag';
import ProgressBar from '../common/progress-bar';
import { useMoney } from '../common/use-money';
import styles from '../studio/studio.module.css';
import { audienceLabel } from './broadcast-audiences';

function BroadcastRow({ broadcast }: { broadcast: Broadcast }) {
  const money = useMoney();
  const { recipients, delivered, state } = broadcast;
  const percent = recipients === 0 ? 100 : Math.floor((delivered / recipients) * 100);
  return (
    <li className={styles.row} data-testid="broadcast-row" data-state={state}>
      <div>
        <p className={styles.tipMessage}>{broadcast.body}</p>
        <div className={styles.rowFacts}>
          <span>{audienceLabel(broadcast.audience)}</span>
          {broadcast.photos > 0 && <span>{broadcast.photos} attached</span>}
          {broadcast.priceCents !== null && <span>Unlock for {money(broadcast.priceCents)}</span>}
          <span>{formatDate(broadcast.createdAt)}</span>
        </div>
        <ProgressBar percent={percent} label="Fans reached" width="short" />
      </div>
      <div className={styles.rowAside}>
        <span className={styles.amount} data-testid="broadcast-reached">
          {delivered.toLocaleString('en-US')} of {countOf(recipients, 'fans')} reached
        </span>
        <LightTag color={state === 'sent' ? 'green' : 'blue'}>{state === 'sent' ? 'Sent' : 'Sending'}</LightTag>
      </div>
    </li>
  );
}

/** The creator's recent messages to all, each with the count reached as it grows. */
export default function BroadcastList({ items }: { items: Broadcast[] }) {
  return (
    <ul className={styles.rows} data-testid="broadcast-list">
      {items.map((broadcast) => (
        <BroadcastRow key={broadcast._id} broadcast={broadcast} />
      ))}
    </ul>
  );
}
