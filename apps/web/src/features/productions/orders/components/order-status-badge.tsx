import type { OrderState } from "@vocable/contract";
import { cn } from "#lib/cn";
import { ORDER_STATUS_LABELS, orderStatusTone, type StatusTone } from "../order-status";

const TONES: Record<StatusTone, string> = {
  neutral: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  busy: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  good: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  bad: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** An order's status as a small pill. */
export function OrderStatusBadge({ state }: { state: OrderState }) {
  return (
    <span data-testid="order-status" data-state={state} className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", TONES[orderStatusTone(state)])}>
      {ORDER_STATUS_LABELS[state]}
    </span>
  );
}
