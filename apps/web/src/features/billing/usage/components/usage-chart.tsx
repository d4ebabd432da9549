import type { UsageAggregationInterval } from "@vocable/contract";
import { useId } from "react";
import { bucketLabel, niceCeiling, type Series } from "../usage-view";

/** Colours that read on light and dark backgrounds, in the legend's order. */
export const SERIES_COLORS = ["#6366f1", "#f59e0b", "#10b981", "#ef4444", "#0ea5e9", "#a855f7", "#84cc16", "#71717a"];

const W = 720;
const H = 240;
const LEFT = 52;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 26;
const MAX_X_LABELS = 8;

const number = (n: number) => n.toLocaleString("en-US");

/**
 * A stacked bar chart of characters per bucket, drawn as SVG (no chart library): one bar per
 * bucket, one colour per series, a tooltip per segment. Screen readers get the summary in the
 * label; the numbers themselves are in the table under the chart.
 */
export function UsageChart({ time, series, interval, summary }: { time: number[]; series: Series[]; interval: Exclude<UsageAggregationInterval, "cumulative">; summary: string }) {
  const titleId = useId();
  const totals = time.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const slot = plotW / Math.max(1, time.length);
  const barW = Math.max(1, slot * 0.72);
  const y = (v: number) => TOP + plotH - (v / top) * plotH;
  const labelEvery = Math.max(1, Math.ceil(time.length / MAX_X_LABELS));

  return (
    <figure className="flex flex-col gap-2" data-testid="usage-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} className="h-auto w-full text-muted-foreground">
        <title id={titleId}>{summary}</title>
        {[0, top / 2, top].map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={v === 0 ? 0.5 : 0.15} />
            <text x={LEFT - 6} y={y(v)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="currentColor">
              {number(v)}
            </text>
          </g>
        ))}
        {time.map((at, i) => {
          const x = LEFT + i * slot + (slot - barW) / 2;
          let base = 0;
          return (
            <g key={at} data-testid="usage-bar">
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                if (v <= 0) return null;
                const rect = (
                  <rect key={s.label} x={x} y={y(base + v)} width={barW} height={Math.max(0.5, y(base) - y(base + v))} fill={SERIES_COLORS[k % SERIES_COLORS.length]}>
                    <title>{`${bucketLabel(at, interval)}: ${s.label} ${number(v)}`}</title>
                  </rect>
                );
                base += v;
                return rect;
              })}
              {i % labelEvery === 0 ? (
                <text x={LEFT + i * slot + slot / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="currentColor">
                  {bucketLabel(at, interval).replace("Week of ", "")}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="usage-legend">
          {series.map((s, k) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: SERIES_COLORS[k % SERIES_COLORS.length] }} />
              <span className="font-medium">{s.label}</span>
              <span className="text-muted-foreground">{number(s.total)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
