/** BILLING_PROVIDER=none: plans are hidden entirely. */
export const PLANS_NOT_OFFERED = "Plans are not offered on this instance.";

export function PlansUnavailable() {
  return (
    <p className="rounded-lg border border-zinc-200 p-4 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-300" role="status" data-testid="plans-not-offered">
      {PLANS_NOT_OFFERED}
    </p>
  );
}
