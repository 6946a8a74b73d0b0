import { formatNaira } from '@scentia/domain/money/format'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { labelledDays } from './sales-chart-days'

/**
 * The sales chart: revenue as bars, orders as a line on its own axis (docs/decisions/
 * 047-sales-dashboard.md). uPlot draws on a canvas, so this module is its own lazy chunk that
 * only the console loads, and the chart is hidden from screen readers: the table beside it
 * carries the same numbers.
 */

const INK = '#1c1917'
const GOLD = '#b08d4a'
const MUTED = '#57534e'
const LINE = '#e6ded0'
const HEIGHT = 240

export interface SalesChartPoint {
  label: string
  revenue: number
  orders: number
}

export function SalesChart({ points }: { points: readonly SalesChartPoint[] }) {
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = host.current
    if (!element) return
    const labels = points.map((point) => point.label)
    const data: uPlot.AlignedData = [
      points.map((_point, index) => index),
      points.map((point) => point.revenue),
      points.map((point) => point.orders),
    ]
    const axisFont = '12px system-ui, sans-serif'
    const labelWidth = widestText(labels, axisFont)
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        // Indices on the x axis, the days' names as its labels: a bar per day, evenly spaced.
        scales: { x: { time: false, range: [-0.5, points.length - 0.5] }, orders: {} },
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            stroke: MUTED,
            font: axisFont,
            grid: { show: false },
            ticks: { stroke: LINE },
            // Fewer labels than days on a phone: given its own splits, uPlot draws every one of
            // them, and seven dates overlapped in the 190 px a 360 px phone leaves the plot.
            splits: (self) =>
              labelledDays(points.length, self.bbox.width / uPlot.pxRatio, labelWidth),
            values: (_self, splits) => splits.map((index) => labels[index] ?? ''),
          },
          {
            stroke: MUTED,
            font: axisFont,
            grid: { stroke: LINE },
            size: 64,
            values: (_self, splits) => splits.map((value) => compactNaira(value)),
          },
          {
            scale: 'orders',
            // uPlot.Axis.Side.Right: a const enum, which isolated modules cannot read at run time.
            // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
            side: 1,
            stroke: MUTED,
            font: axisFont,
            grid: { show: false },
            size: 36,
            values: (_self, splits) =>
              splits.map((value) => (Number.isInteger(value) ? String(value) : '')),
          },
        ],
        series: [
          {},
          {
            label: 'Revenue',
            fill: GOLD,
            stroke: GOLD,
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
          },
          {
            label: 'Orders',
            scale: 'orders',
            stroke: INK,
            width: 2,
            points: { show: true, size: 6, fill: INK },
          },
        ],
      },
      data,
      element,
    )
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT })
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.destroy()
    }
  }, [points])

  return <div ref={host} aria-hidden="true" className="w-full overflow-hidden" />
}

/** ₦1.2m, ₦45k: an axis has no room for every digit (the table has them all). */
function compactNaira(value: number): string {
  if (value >= 1_000_000) return `₦${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}m`
  if (value >= 1_000) return `₦${Math.round(value / 1_000)}k`
  return formatNaira(value)
}

/** The width in CSS px of the widest of `texts` drawn in `font` (0 without a canvas). */
function widestText(texts: readonly string[], font: string): number {
  const context = document.createElement('canvas').getContext('2d')
  if (!context) return 0
  context.font = font
  return Math.max(0, ...texts.map((text) => context.measureText(text).width))
}
