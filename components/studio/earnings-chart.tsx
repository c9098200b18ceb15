import dynamic from 'next/dynamic';
import { formatDate } from '../../lib/format';
import { GROUP_BY_OPTIONS, type GroupBy } from '../../lib/earnings-filters';
import { useAppSelector } from '../../redux/hooks';
import LightAlert from '../common/light-alert';
import Link from '../common/link';
import { useMoney } from '../common/use-money';
import { useQueryHref } from '../common/use-query-update';
import styles from './studio.module.css';

// The chart library comes only with this part, only in the browser (a canvas has nothing to render on the server).
const EarningsChartCanvas = dynamic(() => import('./earnings-chart-canvas'), {
  ssr: false,
  loading: () => <p className={styles.chartNote}>Drawing the chart…</p>,
});

/** Net earnings over time by day, week or month (a switch kept in the URL), with the figures as a table for screen readers. */
export default function EarningsChart({ groupBy }: { groupBy: GroupBy }) {
  const { data: timeline, error } = useAppSelector((s) => s.earnings.timeline);
  const theme = useAppSelector((s) => s.ui.theme);
  const money = useMoney();
  const href = useQueryHref();
  const points = timeline?.points ?? [];
  const hasEarnings = points.some((p) => p.count > 0);
  return (
    <section className={styles.panel} aria-labelledby="earnings-chart-title" data-testid="earnings-chart">
      <header className={styles.panelHeader}>
        <h2 id="earnings-chart-title" className={styles.panelTitle}>
          Net earnings over time
        </h2>
        <nav className={styles.switch} aria-label="Group by">
          {GROUP_BY_OPTIONS.map((option) => (
            <Link
              key={option.value}
              href={href({ groupBy: option.value })}
              scroll={false}
              aria-current={option.value === groupBy ? 'true' : undefined}
              data-testid={`group-by-${option.value}`}
            >
              {option.label}
            </Link>
          ))}
        </nav>
      </header>
      {error && !timeline ? (
        <LightAlert type="error" showIcon title="We couldn't load the chart" description={error.message} data-testid="earnings-chart-error" />
      ) : (
        <div className={styles.chart}>
          {hasEarnings ? (
            <EarningsChartCanvas points={points} groupBy={timeline!.groupBy} money={money} theme={theme} />
          ) : (
            <p className={styles.chartNote} data-testid="earnings-chart-empty">
              No earnings in this period yet.
            </p>
          )}
        </div>
      )}
      {hasEarnings && (
        // A table is as tall as its rows whatever its height: its box is what is hidden.
        <div className={styles.visuallyHidden}>
          <table data-testid="earnings-chart-table">
            <caption>Net earnings per {groupBy}</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.period}>
                  <td>{formatDate(`${p.period}T00:00:00Z`)}</td>
                  <td>{money(p.netPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
