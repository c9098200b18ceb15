import { Select } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import PaymentRefund from '../../components/admin/payment-refund';
import Tag from '../../components/common/light-tag';
import { useLoaded } from '../../components/common/use-loaded';
import { useMoney } from '../../components/common/use-money';
import { formatDate } from '../../lib/format';
import { siteAdminService } from '../../services/site-admin.service';
import type { Transaction, TransactionStatus } from '../../types/checkout';

const STATUSES: Array<{ value: TransactionStatus; label: string }> = [
  { value: 'success', label: 'Paid' },
  { value: 'pending', label: 'Awaiting payment' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'chargeback', label: 'Charged back' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Expired' },
  { value: 'voided', label: 'Voided' },
];
const COLOURS: Partial<Record<TransactionStatus, string>> = { success: 'green', pending: 'gold', refunded: 'purple', chargeback: 'red', failed: 'red' };
const SHOWN = 50;

/** /admin/payments: every payment, newest first, by state; a payment opens on its order's lines, to refund some or all. */
function PaymentsPage() {
  const money = useMoney();
  const [status, setStatus] = useState<TransactionStatus | undefined>();
  const { loaded, reload } = useLoaded(() => siteAdminService.payments({ status, limit: SHOWN }), `payments:${status ?? ''}`);
  return (
    <div data-testid="admin-payments">
      <AdminHeading title="Payments" />
      <div className={styles.toolbar}>
        <Select allowClear placeholder="Any state" aria-label="State" options={STATUSES} value={status} onChange={setStatus} style={{ width: 220 }} />
      </div>
      <AdminTable<Transaction>
        label="Payments"
        emptyText="No payment matches."
        rowKey="_id"
        loaded={loaded}
        noun="payments"
        expandable={{ expandedRowRender: (payment) => <PaymentRefund payment={payment} onRefunded={() => void reload()} /> }}
        columns={[
          { title: 'Date', key: 'date', render: (_, p) => formatDate(p.createdAt) },
          { title: 'Buyer', key: 'buyer', render: (_, p) => p.buyer?.username ?? '' },
          { title: 'For', key: 'for', render: (_, p) => p.description },
          { title: 'Gateway', key: 'gateway', render: (_, p) => p.gateway },
          {
            title: 'State',
            key: 'state',
            render: (_, p) => <Tag color={COLOURS[p.status]}>{STATUSES.find((s) => s.value === p.status)?.label ?? p.status}</Tag>,
          },
          {
            title: 'Amount',
            key: 'amount',
            render: (_, p) => (
              <span>
                {money(p.amount)}
                {p.refunded > 0 && p.refunded < p.amount && <span className={styles.muted}> ({money(p.refunded)} refunded)</span>}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}

export default adminPage('payments', PaymentsPage);
