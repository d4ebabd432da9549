import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { usePayoutSummary } from "#features/productions/payouts/api/use-payout-summary";
import { formatCents } from "#features/productions/payouts/money";
import { useQualifications } from "#features/productions/producers/api/use-qualifications";
import { accuracyText, percentText } from "#features/productions/producers/producer-view";
import { useProducerTasks } from "../api/use-producer-tasks";
import { StatCard } from "./stat-card";

const pending = <Spinner label="Loading" />;

/** The producer's figures: balance, earned, tasks in hand, accuracy (their record, as GET /v1/productions/qualifications answers it). */
export function DashboardStats({ userId }: { userId: string }) {
  const summary = usePayoutSummary(userId);
  const active = useProducerTasks(userId, "active");
  const record = useQualifications();
  const tasks = active.data?.pages.flatMap((p) => p.tasks) ?? [];
  const working = tasks.filter((t) => t.state === "claimed" || t.state === "returned").length;
  const waiting = tasks.length - working;

  const failed = (error: unknown) => <span className="text-sm font-normal text-red-700 dark:text-red-400">{errorMessage(error)}</span>;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your figures">
      <StatCard
        label="Balance"
        testId="dashboard-balance"
        value={summary.isPending ? pending : summary.isError ? failed(summary.error) : formatCents(summary.data.balance_cents)}
        note={<Link to={APP_ROUTES.payouts} className="underline">Payouts</Link>}
      />
      <StatCard
        label="Earned in total"
        testId="dashboard-earned"
        value={summary.isPending ? pending : summary.isError ? "—" : formatCents(summary.data.earned_cents)}
        note="Paid when a reviewer accepts the work"
      />
      <StatCard
        label="Tasks in progress"
        testId="dashboard-in-progress"
        value={active.isPending ? pending : active.isError ? failed(active.error) : working}
        note={active.isSuccess && waiting > 0 ? `${waiting} more handed in, waiting for review` : <Link to={APP_ROUTES.productionsActive} className="underline">Active tasks</Link>}
      />
      <StatCard
        label="Accuracy"
        testId="dashboard-accuracy"
        value={record.isPending ? pending : record.isError ? failed(record.error) : record.data.accuracy === null ? "—" : percentText(record.data.accuracy)}
        note={record.isSuccess ? (record.data.accuracy === null ? accuracyText(null) : `accepted the first time · ${record.data.tasks_done} ${record.data.tasks_done === 1 ? "task" : "tasks"} accepted`) : null}
      />
    </dl>
  );
}
