import { Button, Input } from 'antd';
import { useState } from 'react';
import AdminHeading from '../../components/admin/admin-heading';
import { adminPage } from '../../components/admin/admin-page';
import AdminTable from '../../components/admin/admin-table';
import styles from '../../components/admin/admin.module.css';
import { useAction } from '../../components/admin/use-action';
import Tag from '../../components/common/light-tag';
import { useLoaded } from '../../components/common/use-loaded';
import { useMoney } from '../../components/common/use-money';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { countOf } from '../../lib/plural';
import { saveFile } from '../../lib/save-file';
import { adminPayoutService } from '../../services/payout.service';
import type { DuePayout, PayoutBatch, PayoutBatchDetail } from '../../types/payout';

/** Enough batches for a couple of years of weekly ones. */
const BATCHES_SHOWN = 100;

async function downloadCsv(batch: PayoutBatch) {
  try {
    saveFile(await adminPayoutService.csv(batch._id), 'text/csv', `payouts-${batch.createdAt.slice(0, 10)}-${batch._id.slice(0, 8)}.csv`);
  } catch (error) {
    notify.error(errorMessage(error, 'The CSV could not be made. Try again.'));
  }
}

/**
 * /admin/payouts: the performers owed money now (earnings past the hold), those due selectable; marking the chosen ones
 * paid as one batch with the transfer's reference; past batches with their CSV for the bank or the wallet.
 */
function PayoutsPage() {
  const money = useMoney();
  const due = useLoaded(() => adminPayoutService.due(), 'due');
  const batches = useLoaded(() => adminPayoutService.batches({ limit: BATCHES_SHOWN }), 'batches');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reference, setReference] = useState('');
  const { busy, run } = useAction<PayoutBatchDetail>(() => {
    setChosen([]);
    setReference('');
    void due.reload();
    void batches.reload();
  }, 'The batch could not be marked paid.');
  const chosenTotal =
    due.loaded.state === 'ready' ? due.loaded.data.data.filter((d) => chosen.includes(d.performer._id)).reduce((sum, d) => sum + d.netCents, 0) : 0;
  const pay = () =>
    void run(() => adminPayoutService.payBatch({ performerIds: chosen, reference: reference.trim() }), `${countOf(chosen.length, 'payouts')} marked paid.`);

  return (
    <div data-testid="admin-payouts">
      <AdminHeading title="Payouts" />
      <h2 className={styles.sectionTitle}>Due now</h2>
      <p className={styles.muted}>
        Performers owed money for earnings past the hold. Those with payout details and a sum at their threshold are due: choose them, make the transfers, then
        mark them paid with the transfer’s reference.
      </p>
      <div className={styles.toolbar}>
        <Input
          placeholder="Transfer reference"
          aria-label="Transfer reference"
          value={reference}
          maxLength={200}
          onChange={(e) => setReference(e.target.value)}
          style={{ maxWidth: 280 }}
          data-testid="payout-reference"
        />
        <Button type="primary" disabled={chosen.length === 0 || !reference.trim()} loading={busy} onClick={pay} data-testid="payout-mark-paid">
          {chosen.length ? `Mark ${countOf(chosen.length, 'payouts')} paid (${money(chosenTotal)})` : 'Mark paid'}
        </Button>
      </div>
      <AdminTable<DuePayout>
        label="Payouts due"
        emptyText="No performer is owed anything past the hold."
        rowKey={(row) => row.performer._id}
        loaded={due.loaded}
        noun="performers"
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys as string[]),
          getCheckboxProps: (row) => ({ disabled: row.blocked !== null, 'aria-label': `Pay ${row.performer.username}` }),
        }}
        columns={[
          { title: 'Performer', key: 'performer', render: (_, row) => row.performer.username || 'Deleted account' },
          { title: 'Paid to', key: 'to', render: (_, row) => row.summary ?? <span className={styles.muted}>No details</span> },
          { title: 'Earnings', key: 'earnings', render: (_, row) => row.earningsCount },
          { title: 'Payable', key: 'payable', render: (_, row) => money(row.payableCents) },
          { title: 'Owed back', key: 'owed', render: (_, row) => (row.owedCents ? money(row.owedCents) : '') },
          { title: 'To send', key: 'net', render: (_, row) => <strong>{money(row.netCents)}</strong> },
          {
            title: 'State',
            key: 'state',
            render: (_, row) => (row.blocked ? <Tag>{row.blocked}</Tag> : <Tag color="green">Due</Tag>),
          },
        ]}
      />
      <h2 className={styles.sectionTitle}>Batches paid</h2>
      <AdminTable<PayoutBatch>
        label="Payout batches"
        emptyText="No batch has been paid yet."
        rowKey="_id"
        loaded={batches.loaded}
        noun="batches"
        columns={[
          { title: 'Paid', key: 'date', render: (_, batch) => formatDate(batch.createdAt) },
          { title: 'Reference', key: 'reference', render: (_, batch) => batch.reference },
          { title: 'Payouts', key: 'count', render: (_, batch) => batch.payoutsCount },
          { title: 'Total', key: 'total', render: (_, batch) => money(batch.totalCents) },
          { title: 'By', key: 'by', render: (_, batch) => batch.createdBy ?? '' },
          {
            title: 'For the bank',
            key: 'csv',
            render: (_, batch) => (
              <Button onClick={() => void downloadCsv(batch)} data-testid={`payout-csv-${batch._id}`}>
                Download CSV
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

export default adminPage('payouts', PayoutsPage);
