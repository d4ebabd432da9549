import { APP_ROUTES, firstPlanNameWith, hasCapability, upgradePrompt, type Capability } from "@vocable/domain";
import { Link } from "react-router";
import { useSubscription } from "#features/accounts/user/api/use-subscription";
import { cn } from "#lib/cn";

/**
 * Whether the workspace's plan lacks `capability` (the domain's capability table, which the
 * server's checks read too); false while the plan is loading (the server checks anyway).
 */
export function usePlanLacks(capability: Capability): boolean {
  const tier = useSubscription().data?.tier;
  return tier !== undefined && !hasCapability(tier, capability);
}

interface PlanLockProps {
  capability: Capability;
  /** Called when the upgrade link is followed (e.g. to close the dialog it is in). */
  onNavigate?: () => void;
  id?: string;
  "data-testid"?: string;
  className?: string;
}

/** The upgrade prompt of a locked control: "Instant voice cloning starts with the Starter plan. Upgrade to Starter", linked to /app/subscription. */
export function PlanLock({ capability, onNavigate, id, className, ...rest }: PlanLockProps) {
  return (
    <p id={id} data-testid={rest["data-testid"] ?? "plan-lock"} className={cn("text-xs text-zinc-700 dark:text-zinc-300", className)}>
      {upgradePrompt(capability)}{" "}
      <Link to={APP_ROUTES.subscription} onClick={onNavigate} className="font-medium underline underline-offset-2">
        Upgrade to {firstPlanNameWith(capability)}
      </Link>
    </p>
  );
}
