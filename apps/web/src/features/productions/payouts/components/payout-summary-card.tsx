import { StatCard } from "#features/productions/tasks/components/stat-card";
import { formatCents } from "../money";

interface Summary {
  balance_cents: number;
  earned_cents: number;
  paid_cents: number;
  pending_cents: number;
}

/** The money at a glance: the balance to pay out, everything earned, paid, and waiting to be paid. */
export function PayoutSummaryCard({ summary }: { summary: Summary }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your money">
      <StatCard label="Balance" value={formatCents(summary.balance_cents)} note="Earned, not paid out yet" testId="payouts-balance" />
      <StatCard label="Earned in total" value={formatCents(summary.earned_cents)} testId="payouts-earned" />
      <StatCard label="Paid out" value={formatCents(summary.paid_cents)} testId="payouts-paid" />
      <StatCard label="Pending" value={formatCents(summary.pending_cents)} note="Requested, not paid yet" testId="payouts-pending" />
    </dl>
  );
}
