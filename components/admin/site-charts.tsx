import { Alert, Card, Segmented } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../redux/hooks';
import { adminService } from '../../services/admin.service';
import type { SiteTimeline } from '../../types/admin';
import { useLoaded } from '../common/use-loaded';
import { useMoney } from '../common/use-money';
import type { TimeSeries } from '../common/time-series-canvas';
import styles from './admin.module.css';

// The chart library comes only with the charts, only in the browser.
const TimeSeriesCanvas = dynamic(() => import('../common/time-series-canvas'), { ssr: false, loading: () => <p className={styles.chartNote}>Drawing…</p> });

type GroupBy = SiteTimeline['groupBy'];
type Point = SiteTimeline['points'][number];
type Line = { key: keyof Omit<Point, 'period'>; label: string; colour: [string, string] };

const PEOPLE: Line[] = [
  { key: 'signups', label: 'Sign-ups', colour: ['--ant-color-primary', '#d01e56'] },
  { key: 'creators', label: 'New creators', colour: ['--ant-color-info', '#1677ff'] },
  { key: 'subscriptions', label: 'New subscriptions', colour: ['--ant-color-success', '#389e0d'] },
];
const MONEY: Line[] = [
  { key: 'revenue', label: 'Revenue', colour: ['--ant-color-success', '#389e0d'] },
  { key: 'refunds', label: 'Refunds', colour: ['--ant-color-error', '#cf1322'] },
];
const GROUPS: Array<{ value: GroupBy; label: string }> = [
  { value: 'day', label: 'Days' },
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
];

/** One chart: its lines, a legend, and the figures as a table for screen readers. */
function Chart({ title, lines, timeline, format }: { title: string; lines: Line[]; timeline: SiteTimeline; format: (n: number) => string }) {
  const theme = useAppSelector((s) => s.ui.theme);
  const periods = useMemo(() => timeline.points.map((p) => p.period), [timeline]);
  const series: TimeSeries[] = useMemo(
    () => lines.map((l) => ({ label: l.label, values: timeline.points.map((p) => p[l.key]), colour: l.colour })),
    [lines, timeline],
  );
  const id = `chart-${title.toLowerCase()}`;
  return (
    <Card title={<span id={id}>{title}</span>} aria-labelledby={id} data-testid={id}>
      <div className={styles.chart} aria-hidden>
        <TimeSeriesCanvas periods={periods} groupBy={timeline.groupBy} series={series} kind="lines" format={format} theme={theme} />
      </div>
      <ul className={styles.legend} aria-hidden>
        {lines.map((l) => (
          <li key={l.key}>
            <span className={styles.swatch} style={{ background: `var(${l.colour[0]}, ${l.colour[1]})` }} />
            {l.label}
          </li>
        ))}
      </ul>
      {/* A table is as tall as its rows whatever its height: its box is what is hidden. */}
      <div className={styles.visuallyHidden}>
        <table>
          <caption>
            {title} per {timeline.groupBy}
          </caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {lines.map((l) => (
                <th key={l.key} scope="col">
                  {l.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {timeline.points.map((p) => (
              <tr key={p.period}>
                <th scope="row">{formatDate(`${p.period}T12:00:00Z`)}</th>
                {lines.map((l) => (
                  <td key={l.key}>{format(p[l.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The dashboard's charts: sign-ups, new creators and subscriptions; revenue and refunds; by day, week or month. */
export default function SiteCharts() {
  const money = useMoney();
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  const { loaded } = useLoaded(() => adminService.siteTimeline(groupBy), `timeline:${groupBy}`);
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <section aria-label="The site over time" className={styles.chartsSection} data-testid="site-charts">
      <div className={styles.toolbar}>
        <Segmented options={GROUPS} value={groupBy} onChange={(value) => setGroupBy(value as GroupBy)} aria-label="Group by" />
      </div>
      {loaded.state === 'failed' && <Alert type="error" showIcon title={loaded.message} />}
      {loaded.state === 'ready' && (
        <div className={styles.charts}>
          <Chart title="People" lines={PEOPLE} timeline={loaded.data} format={count} />
          <Chart title="Money" lines={MONEY} timeline={loaded.data} format={money} />
        </div>
      )}
    </section>
  );
}
