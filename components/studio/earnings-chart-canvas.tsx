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

const cssVar = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A period's label on the time axis ("Nov 23", "Nov 2026"), in UTC as the API groups. */
function periodLabel(seconds: number, groupBy: EarningTimeline['groupBy']): string {
  const date = new Date(seconds * 1000);
  const month = MONTHS[date.getUTCMonth()];
  return groupBy === 'month' ? `${month} ${date.getUTCFullYear()}` : `${month} ${date.getUTCDate()}`;
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
    const primary = cssVar('--ant-color-primary', '#e0245e');
    const text = cssVar('--ant-color-text-secondary', 'rgba(0,0,0,0.55)');
    const grid = cssVar('--ant-color-border-secondary', '#f0f0f0');
    const xs = points.map((p) => Date.parse(`${p.period}T00:00:00Z`) / 1000);
    const ys = points.map((p) => p.netPrice);
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: element.clientHeight,
      legend: { show: false },
      cursor: { points: { show: false }, drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 100] } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((s) => periodLabel(s, groupBy)) },
        { ...axis, size: 70, values: (_u, splits) => splits.map((s) => money(Math.round(s))) },
      ],
      series: [
        {},
        {
          label: 'Net earnings',
          stroke: primary,
          fill: /^#[0-9a-f]{6}$/i.test(primary) ? `${primary}59` : primary,
          width: 1,
          paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
          value: (_u, v) => (v === null ? '' : money(v)),
        },
      ],
    };
    const chart = new uPlot(options, [xs, ys], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: element.clientHeight }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, groupBy, money, theme]);

  return <div ref={box} style={{ width: '100%', height: '100%' }} data-testid="earnings-chart-canvas" />;
}
