import type { UsageBreakdownType } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { useWorkspace } from "#features/workspaces/workspaces/api/use-workspace";
import { downloadUsageCsv } from "../api/download-usage-csv";
import { useCharacterStats } from "../api/use-character-stats";
import type { UsageParams } from "../api/usage-query";
import {
  breakdownChoices,
  bucketLabel,
  chartSeries,
  customWindow,
  INTERVAL_CHOICES,
  lastDays,
  MAX_HOURLY_DAYS,
  RANGE_CHOICES,
  SPEECH_TO_TEXT_NOTE,
  seriesOf,
  utcDay,
  type RangeChoice,
  type UsageWindow,
} from "../usage-view";
import { UsageCountRestartNote } from "./count-restart-note";
import { UsageChart } from "./usage-chart";

type Scope = UsageParams["scope"];
type Interval = (typeof INTERVAL_CHOICES)[number]["value"];

const ADMINS_ONLY = "Only workspace admins can see the usage of the whole workspace. Your own usage is on the Usage page.";
const selectClass = "h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900";
const number = (n: number) => n.toLocaleString("en-US");

/**
 * /app/usage (the member's own characters) and /app/usage/workspace (everyone's, admins only):
 * a window, a breakdown and a bucket size; the total, a stacked bar chart, the numbers in a table
 * and a CSV export of the same numbers (GET /v1/usage/character-stats[.csv]).
 */
export function UsagePage({ scope, initialBreakdown = "none", title }: { scope: Scope; initialBreakdown?: UsageBreakdownType; title?: string }) {
  const workspace = useWorkspace();
  const isAdmin = workspace.data?.is_admin === true;
  const allowed = scope === "mine" || isAdmin;
  const [now] = useState(() => Date.now());
  const [range, setRange] = useState<RangeChoice>("30d");
  const [from, setFrom] = useState(() => utcDay(lastDays(30, now).startUnix));
  const [to, setTo] = useState(() => utcDay(now));
  const [breakdown, setBreakdown] = useState<UsageBreakdownType>(initialBreakdown);
  const [chosenInterval, setInterval] = useState<Interval>("day");

  const days = RANGE_CHOICES.find((c) => c.value === range)?.days ?? null;
  const window: UsageWindow | { error: string } = days === null ? customWindow(from, to) : lastDays(days, now);
  const valid = "startUnix" in window;
  const hourlyAllowed = valid && window.days <= MAX_HOURLY_DAYS;
  const interval: Interval = chosenInterval === "hour" && !hourlyAllowed ? "day" : chosenInterval;
  const params: UsageParams = valid
    ? { scope, startUnix: window.startUnix, endUnix: window.endUnix, breakdown, interval }
    : { scope, startUnix: 0, endUnix: 0, breakdown, interval };
  const stats = useCharacterStats(params, valid && (scope === "mine" || isAdmin));
  const [exporting, setExporting] = useState(false);

  const refused = stats.error instanceof ApiError && stats.error.status === 403;
  const series = stats.data ? seriesOf(stats.data.usage) : [];
  const total = series.reduce((sum, s) => sum + s.total, 0);
  const breakdownName = breakdownChoices(scope).find((c) => c.value === breakdown)?.label ?? "";
  const unit = INTERVAL_CHOICES.find((c) => c.value === interval)?.label.toLowerCase() ?? "";

  let body: React.ReactNode;
  if (scope === "workspace" && workspace.isPending) {
    body = <Loading />;
  } else if (scope === "workspace" && workspace.error) {
    body = <InlineError message={errorMessage(workspace.error)} onRetry={() => void workspace.refetch()} retrying={workspace.isFetching} />;
  } else if (!allowed || refused) {
    body = (
      <p className="rounded-lg border border-zinc-200 p-4 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-300" role="status" data-testid="usage-admins-only">
        {ADMINS_ONLY}
      </p>
    );
  } else if (!valid) {
    body = (
      <p className="text-sm text-red-600 dark:text-red-400" role="alert" data-testid="usage-range-error">
        {window.error}
      </p>
    );
  } else if (stats.isPending) {
    body = <Loading />;
  } else if (stats.error) {
    body = <InlineError message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  } else {
    const time = stats.data.time;
    body = (
      <div className={stats.isPlaceholderData ? "flex flex-col gap-4 opacity-60" : "flex flex-col gap-4"} aria-busy={stats.isFetching}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-xs text-muted-foreground">Characters used</p>
            <p className="text-3xl font-semibold tabular-nums" data-testid="usage-total">
              {number(total)}
            </p>
            <p className="text-xs text-muted-foreground">
              {bucketLabel(window.startUnix, "day")}, {new Date(window.startUnix).getUTCFullYear()} to {bucketLabel(window.endUnix, "day")},{" "}
              {new Date(window.endUnix).getUTCFullYear()} (UTC)
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={exporting}
            data-testid="usage-export"
            onClick={() => {
              setExporting(true);
              void downloadUsageCsv(params).finally(() => setExporting(false));
            }}
          >
            <Icon name="download" className="h-4 w-4" />
            Export CSV
          </Button>
        </div>
        <UsageCountRestartNote />
        {total === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="usage-empty">
            No characters used in this period.
          </p>
        ) : null}
        <UsageChart
          time={time}
          series={chartSeries(series)}
          interval={interval}
          summary={`Characters used ${unit}${breakdown === "none" ? "" : `, by ${breakdownName.toLowerCase()}`}: ${number(total)} in all.`}
        />
        <UsageTable time={time} series={series} interval={interval} breakdownName={breakdown === "none" ? "Characters" : breakdownName} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{title ?? (scope === "workspace" ? "Workspace usage" : "Usage")}</h1>
          <p className="text-sm text-muted-foreground">
            {scope === "workspace" ? "Characters every member of this workspace used, by day, voice, model, API key or member." : "Characters you used, by day, voice, model or API key."}
          </p>
        </div>
        {scope === "mine" && isAdmin ? (
          <Link to={APP_ROUTES.workspaceUsage} className="text-sm font-medium underline" data-testid="usage-workspace-link">
            Workspace usage
          </Link>
        ) : null}
        {scope === "workspace" ? (
          <Link to={APP_ROUTES.usage} className="text-sm font-medium underline" data-testid="usage-mine-link">
            My usage
          </Link>
        ) : null}
      </div>
      <p role="note" className="rounded-lg border border-zinc-200 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-300" data-testid="usage-speech-to-text-note">
        {SPEECH_TO_TEXT_NOTE}{" "}
        <Link to={APP_ROUTES.subscription} className="font-medium underline" data-testid="usage-subscription-link">
          See speech to text on the Subscription page
        </Link>
      </p>
      {allowed ? (
        <div className="flex flex-wrap items-end gap-3" data-testid="usage-controls">
          <Control id="usage-range" label="Period">
            <select id="usage-range" value={range} onChange={(e) => setRange(e.target.value as RangeChoice)} className={selectClass} data-testid="usage-range">
              {RANGE_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Control>
          {range === "custom" ? (
            <>
              <Control id="usage-from" label="From (UTC)">
                <input id="usage-from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} className={selectClass} data-testid="usage-from" />
              </Control>
              <Control id="usage-to" label="To (UTC)">
                <input id="usage-to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} className={selectClass} data-testid="usage-to" />
              </Control>
            </>
          ) : null}
          <Control id="usage-breakdown" label="Breakdown">
            <select
              id="usage-breakdown"
              value={breakdown}
              onChange={(e) => setBreakdown(e.target.value as UsageBreakdownType)}
              className={selectClass}
              data-testid="usage-breakdown"
            >
              {breakdownChoices(scope).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Control>
          <Control id="usage-interval" label="Interval">
            <select id="usage-interval" value={interval} onChange={(e) => setInterval(e.target.value as Interval)} className={selectClass} data-testid="usage-interval">
              {INTERVAL_CHOICES.map((c) => (
                <option key={c.value} value={c.value} disabled={c.value === "hour" && !hourlyAllowed}>
                  {c.label}
                  {c.value === "hour" && !hourlyAllowed ? ` (up to ${MAX_HOURLY_DAYS} days)` : ""}
                </option>
              ))}
            </select>
          </Control>
        </div>
      ) : null}
      {body}
    </div>
  );
}

function Control({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
        {label}
      </label>
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-12 text-muted-foreground">
      <Spinner label="Loading usage" />
    </div>
  );
}

/** The chart's numbers: one row per bucket, one column per label, and the totals. */
function UsageTable({ time, series, interval, breakdownName }: { time: number[]; series: ReturnType<typeof seriesOf>; interval: Interval; breakdownName: string }) {
  const rowTotal = (i: number) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0);
  const showTotal = series.length !== 1;
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full text-left text-sm tabular-nums" data-testid="usage-table">
        <caption className="sr-only">Characters used per {interval}, by {breakdownName.toLowerCase()}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {interval === "hour" ? "Hour (UTC)" : interval === "day" ? "Day (UTC)" : interval === "week" ? "Week (UTC)" : "Month (UTC)"}
            </th>
            {series.map((s) => (
              <th key={s.label} scope="col" className="px-3 py-2 text-right font-medium" data-testid="usage-column">
                {series.length === 1 && s.label === "All" ? "Characters" : s.label}
              </th>
            ))}
            {showTotal ? (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Total
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {time.map((at, i) => (
            <tr key={at}>
              <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                {bucketLabel(at, interval)}
              </th>
              {series.map((s) => (
                <td key={s.label} className="px-3 py-1.5 text-right">
                  {number(s.values[i] ?? 0)}
                </td>
              ))}
              {showTotal ? <td className="px-3 py-1.5 text-right font-medium">{number(rowTotal(i))}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-zinc-200 font-medium dark:border-zinc-800">
          <tr>
            <th scope="row" className="px-3 py-2">
              Total
            </th>
            {series.map((s) => (
              <td key={s.label} className="px-3 py-2 text-right">
                {number(s.total)}
              </td>
            ))}
            {showTotal ? <td className="px-3 py-2 text-right">{number(series.reduce((sum, s) => sum + s.total, 0))}</td> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
