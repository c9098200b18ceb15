import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { EarningTimeline } from '../../types/earnings';

export interface EarningsChartCanvasProps {
  points: EarningTimeline['points'];
  groupBy: EarningTimeline['groupBy'];
  /** Formats integer cents (the axis and the hover values). */
  money: (cents: number) => string;
  /** Redraws in the theme's colours when it changes. */
  theme: string;
}

/** A theme variable as the chart's box sees it (antd's variables live on the app's root element, not on <html>). */
const cssVar = (element: Element, name: string, fallback: string) => getComputedStyle(element).getPropertyValue(name).trim() || fallback;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A period's label on the time axis ("Nov 23", "Nov 2026"), in UTC as the API groups. */
function periodLabel(seconds: number, groupBy: EarningTimeline['groupBy']): string {
  const date = new Date(seconds * 1000);
  const month = MONTHS[date.getUTCMonth()];
  return groupBy === 'month' ? `${month} ${date.getUTCFullYear()}` : `${month} ${date.getUTCDate()}`;
}

/** The chart's data and options, in the theme's colours as `element` sees them. */
function chartOf(
  element: HTMLElement,
  { points, groupBy, money }: Omit<EarningsChartCanvasProps, 'theme'>,
): { data: uPlot.AlignedData; options: uPlot.Options } {
  const primary = cssVar(element, '--ant-color-primary', '#e0245e');
  const text = cssVar(element, '--ant-color-text-secondary', 'rgba(0,0,0,0.55)');
  const grid = cssVar(element, '--ant-color-border-secondary', '#f0f0f0');
  const xs = points.map((p) => Date.parse(`${p.period}T00:00:00Z`) / 1000);
  const ys = points.map((p) => p.netPrice);
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
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 100] },
    },
    axes: [
      { ...axis, grid: { show: false }, space: 64, values: (_u, splits) => splits.map((s) => periodLabel(s, groupBy)) },
      { ...axis, size: 70, values: (_u, splits) => splits.map((s) => money(Math.round(s))) },
    ],
    series: [
      {},
      {
        label: 'Net earnings',
        stroke: primary,
        fill: /^#[0-9a-f]{6}$/i.test(primary) ? `${primary}59` : primary,
        width: 1,
        points: { show: false },
        paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
      },
    ],
  };
  return { data: [xs, ys], options };
}

/**
 * The net earnings per period as bars (uPlot on a canvas, sized to its box and redrawn when that changes).
 * Loaded only in the browser, on the earnings page: uPlot is not in any page's first load.
 */
export default function EarningsChartCanvas({ points, groupBy, money, theme }: EarningsChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let chart: uPlot | null = null;
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: element.clientHeight }));
    // Drawn on the next frame: on a theme change the page's variables are switched after this runs.
    const frame = requestAnimationFrame(() => {
      const { data, options } = chartOf(element, { points, groupBy, money });
      chart = new uPlot(options, data, element);
      resize.observe(element);
    });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      chart?.destroy();
    };
  }, [points, groupBy, money, theme]);

  return <div ref={box} style={{ width: '100%', height: '100%' }} data-testid="earnings-chart-canvas" />;
}
