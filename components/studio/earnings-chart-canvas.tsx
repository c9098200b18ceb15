import { useMemo } from 'react';
import TimeSeriesCanvas from '../common/time-series-canvas';
import type { EarningTimeline } from '../../types/earnings';

export interface EarningsChartCanvasProps {
  points: EarningTimeline['points'];
  groupBy: EarningTimeline['groupBy'];
  /** Formats integer cents (the axis and the hover values). */
  money: (cents: number) => string;
  /** Redraws in the theme's colours when it changes. */
  theme: string;
}

/** The net earnings per period as bars. Loaded only in the browser, on the earnings page. */
export default function EarningsChartCanvas({ points, groupBy, money, theme }: EarningsChartCanvasProps) {
  const periods = useMemo(() => points.map((p) => p.period), [points]);
  const series = useMemo(
    () => [{ label: 'Net earnings', values: points.map((p) => p.netPrice), colour: ['--ant-color-primary', '#e0245e'] as [string, string] }],
    [points],
  );
  return <TimeSeriesCanvas periods={periods} groupBy={groupBy} series={series} kind="bars" format={money} theme={theme} testId="earnings-chart-canvas" />;
}
