import type { EarningsFilters } from '../../lib/earnings-filters';
import { EARNING_SOURCE_OPTIONS, PAID_OPTIONS } from '../../lib/studio';
import LazySelect from '../common/lazy-select';
import { useQueryUpdate } from '../common/use-query-update';
import styles from './studio.module.css';

/** The earnings' filters (a date range, the source, paid out or not); every change goes into the URL, which reloads the page's data. */
export default function EarningsFilterBar({ filters }: { filters: EarningsFilters }) {
  const update = useQueryUpdate();
  return (
    <div className={styles.filterBar} role="search" data-testid="earnings-filters">
      <label className={styles.fieldLabel} htmlFor="earnings-from">
        From
        <input
          id="earnings-from"
          type="date"
          className={styles.field}
          value={filters.fromDate ?? ''}
          max={filters.toDate}
          onChange={(e) => update({ fromDate: e.target.value || undefined })}
        />
      </label>
      <label className={styles.fieldLabel} htmlFor="earnings-to">
        To
        <input
          id="earnings-to"
          type="date"
          className={styles.field}
          value={filters.toDate ?? ''}
          min={filters.fromDate}
          onChange={(e) => update({ toDate: e.target.value || undefined })}
        />
      </label>
      <span className={styles.fieldLabel}>
        Source
        <LazySelect
          aria-label="Source"
          data-testid="filter-sourceType"
          placeholder="All sources"
          allowClear
          value={filters.sourceType}
          options={EARNING_SOURCE_OPTIONS}
          onChange={(value?: string) => update({ sourceType: value || undefined })}
          popupMatchSelectWidth={false}
        />
      </span>
      <span className={styles.fieldLabel}>
        Payout
        <LazySelect
          aria-label="Payout"
          data-testid="filter-isPaid"
          placeholder="Paid and unpaid"
          allowClear
          value={filters.isPaid}
          options={PAID_OPTIONS}
          onChange={(value?: string) => update({ isPaid: value || undefined })}
          popupMatchSelectWidth={false}
        />
      </span>
    </div>
  );
}
