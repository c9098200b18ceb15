import { Alert, Button, Checkbox } from 'antd';
import { useState } from 'react';
import { useLoaded } from '../common/use-loaded';
import LightSpin from '../common/light-spin';
import { useMoney } from '../common/use-money';
import { siteAdminService } from '../../services/site-admin.service';
import type { Transaction } from '../../types/checkout';
import styles from './admin.module.css';
import { useAction } from './use-action';

/**
 * A payment's order, line by line, under its row in the payments list: the lines still paid for can be chosen and
 * refunded (each taken back as the money rules say: access, stock, a subscription's period, the performer's earning),
 * or the whole payment.
 */
export default function PaymentRefund({ payment, onRefunded }: { payment: Transaction; onRefunded: () => void }) {
  const money = useMoney();
  const { loaded, reload } = useLoaded(() => siteAdminService.payment(payment._id), `payment:${payment._id}`);
  const [chosen, setChosen] = useState<string[]>([]);
  const { busy, run } = useAction<Transaction>(() => {
    setChosen([]);
    void reload();
    onRefunded();
  }, 'The refund did not go through.');
  if (loaded.state === 'loading') return <LightSpin />;
  if (loaded.state === 'failed') return <Alert type="error" showIcon title={loaded.message} />;
  const { order, transaction } = loaded.data;
  const refundable = transaction.status === 'success';
  const open = order.lines.filter((l) => l.deliveryStatus !== 'refunded');
  const total = open.filter((l) => chosen.includes(l._id)).reduce((sum, l) => sum + l.total, 0);
  return (
    <div className={styles.refund} data-testid={`payment-lines-${payment._id}`}>
      <ul className={styles.plainList}>
        {order.lines.map((line) => {
          const refunded = line.deliveryStatus === 'refunded' || transaction.status === 'refunded';
          return (
            <li key={line._id} className={styles.plainRow} data-testid="payment-line">
              <Checkbox
                checked={chosen.includes(line._id)}
                disabled={!refundable || refunded}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, line._id] : chosen.filter((id) => id !== line._id))}
              >
                {line.name}
                {line.quantity > 1 && ` × ${line.quantity}`}
                {line.performerName && <span className={styles.muted}> · {line.performerName}</span>}
              </Checkbox>
              <span>{refunded ? <span className={styles.muted}>Refunded</span> : money(line.total)}</span>
            </li>
          );
        })}
      </ul>
      {refundable && (
        <div className={styles.toolbar}>
          <Button
            danger
            disabled={chosen.length === 0}
            loading={busy}
            onClick={() => void run(() => siteAdminService.refund(payment._id, chosen), `Refunded ${money(total)}.`)}
            data-testid="refund-lines"
          >
            {chosen.length ? `Refund ${chosen.length === 1 ? 'this line' : `${chosen.length} lines`} (${money(total)})` : 'Refund the lines chosen'}
          </Button>
          {open.length === order.lines.length && (
            <Button loading={busy} onClick={() => void run(() => siteAdminService.refund(payment._id), `Refunded the whole payment.`)} data-testid="refund-all">
              Refund the whole payment ({money(transaction.amount - transaction.refunded)})
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
