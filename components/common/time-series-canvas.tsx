import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type SeriesPeriod = 'day' | 'week' | 'month';

export interface TimeSeries {
  label: string;
  values: number[];
  /** A theme variable for its colour (e.g. --ant-color-primary), and the colour without a theme. */
  colour: [variable: string, fallback: string];
}

export interface TimeSeriesCanvasProps {
  /** Each point's period: its first day, YYYY-MM-DD (UTC). */
  periods: string[];
  groupBy: SeriesPeriod;
  series: TimeSeries[];
  /** Bars for one series, lines for several. */
  kind: 'bars' | 'lines';
  /** Formats a value on the axis and on hover (money, a count). */
  format: (value: number) => string;
  /** Redraws in the theme's colours when it changes. */
  theme: string;
  testId?: string;
}

/** A theme variable as the chart's box sees it (antd's variables live on the app's root element, not on <html>). */
const cssVar = (element: Element, name: string, fallback: string) => getComputedStyle(element).getPropertyValue(name).trim() || fallback;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A period's label on the time axis ("Nov 23", "Nov 2026"), in UTC as the API groups. */
function periodLabel(seconds: number, groupBy: SeriesPeriod): string {
  const date = new Date(seconds * 1000);
  const month = MONTHS[date.getUTCMonth()];
  return groupBy === 'month' ? `${month} ${date.getUTCFullYear()}` : `${month} ${date.getUTCDate()}`;
}

/** The chart's data and options, in the theme's colours as `element` sees them. */
function chartOf(element: HTMLElement, { periods, groupBy, series, kind, format }: Omit<TimeSeriesCanvasProps, 'theme' | 'testId'>) {
  const text = cssVar(element, '--ant-color-text-secondary', 'rgba(0,0,0,0.55)');
  const grid = cssVar(element, '--ant-color-border-secondary', '#f0f0f0');
  const xs = periods.map((p) => Date.parse(`${p}T00:00:00Z`) / 1000);
  // Half a period either side, so the first and last bars are whole.
  const half = (xs.length > 1 ? xs[1] - xs[0] : 86_400) / 2;
  const axis = { stroke: text, font: '12px system-ui, sans-serif', grid: { stroke: grid, width: 1 }, ticks: { show: false } };
  const options: uPlot.Options = {
    width: element.clientWidth,
    height: element.clientHeight,
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: true, range: () => [xs[0] - half, xs[xs.length - 1] + half] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : kind === 'bars' ? 100 : 1] },
    },
    axes: [
      { ...axis, grid: { show: false }, space: 64, values: (_u, splits) => splits.map((s) => periodLabel(s, groupBy)) },
      { ...axis, size: 70, values: (_u, splits) => splits.map((s) => format(Math.round(s))) },
    ],
    series: [
      {},
      ...series.map((s) => {
        const colour = cssVar(element, ...s.colour);
        return kind === 'bars'
          ? {
              label: s.label,
              stroke: colour,
              fill: /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}59` : colour,
              width: 1,
              points: { show: false },
              paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
            }
          : { label: s.label, stroke: colour, width: 2, points: { show: false } };
      }),
    ],
  };
  return { data: [xs, ...series.map((s) => s.values)] as uPlot.AlignedData, options };
}

/**
 * Values per period as bars or lines (uPlot on a canvas, sized to its box and redrawn when that changes). Loaded only
 * in the browser by the pages that chart (next/dynamic): uPlot is not in any page's first load.
 */
export default function TimeSeriesCanvas({ periods, groupBy, series, kind, format, theme, testId }: TimeSeriesCanvasProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let chart: uPlot | null = null;
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: element.clientHeight }));
    // Drawn on the next frame: on a theme change the page's variables are switched after this runs.
    const frame = requestAnimationFrame(() => {
      const { data, options } = chartOf(element, { periods, groupBy, series, kind, format });
      chart = new uPlot(options, data, element);
      resize.observe(element);
    });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      chart?.destroy();
    };
  }, [periods, groupBy, series, kind, format, theme]);

  return <div ref={box} style={{ width: '100%', height: '100%' }} data-testid={testId} />;
}
