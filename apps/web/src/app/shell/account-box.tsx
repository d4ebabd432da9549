import { APP_ROUTES, creditMeter, isAppRoute, parseThemePreference, tierDisplayName } from "@vocable/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#components/ui/icon";
import { Menu, type MenuEntry } from "#components/ui/menu";
import { cn } from "#lib/cn";
import { handleError } from "#lib/handle-error";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { useSignOut } from "#features/accounts/sign-in/api/use-sign-out";
import { useTheme } from "../theme/use-theme";
import { useBillingConfig } from "#features/billing/subscriptions/api/use-billing-config";
import { useSubscription } from "#features/accounts/user/api/use-subscription";
import { useUser } from "#features/accounts/user/api/use-user";
import { WorkspaceSwitcher } from "#features/workspaces/workspaces/components/workspace-switcher";
import { MeterCountRestartNote } from "#features/billing/usage/components/count-restart-note";

/**
 * The spec's path of a page, or null while the app has no such page: the plan and the meter
 * become links by themselves once the page is added to APP_ROUTES (spec accounts §2 paths).
 */
function pageIfRouted(path: string): string | null {
  return isAppRoute(path) ? path : null;
}
const SUBSCRIPTION_PAGE = pageIfRouted("/app/subscription");
const USAGE_PAGE = pageIfRouted("/app/usage");

/** A link when there is somewhere to go, plain content otherwise. */
function MaybeLink({ to, className, children, ...rest }: { to: string | null; className?: string; children: ReactNode; "data-testid"?: string }) {
  if (!to) {
    return (
      <div className={className} data-testid={rest["data-testid"]}>
        {children}
      </div>
    );
  }
  return (
    <Link to={to} className={cn("rounded-md hover:bg-zinc-100 dark:hover:bg-zinc-800/60", className)} data-testid={rest["data-testid"]}>
      {children}
    </Link>
  );
}

/** Plan name and the credit meter: characters used against the limit, and when they reset. */
function PlanAndCredits() {
  const subscription = useSubscription();
  if (subscription.isPending) {
    return <div className="h-14 animate-pulse rounded-md bg-zinc-200/60 dark:bg-zinc-800/60" aria-hidden />;
  }
  if (subscription.isError) {
    return (
      <p className="px-1 text-xs text-muted-foreground" data-testid="plan-error">
        Plan unavailable.{" "}
        <button
          type="button"
          className="font-medium underline disabled:opacity-50"
          onClick={() => void subscription.refetch()}
          disabled={subscription.isFetching}
        >
          Retry
        </button>
      </p>
    );
  }
  const sub = subscription.data;
  const meter = creditMeter(sub);
  return (
    <div className="flex flex-col gap-1">
      <MaybeLink to={SUBSCRIPTION_PAGE} className="flex items-center justify-between px-1 text-xs" data-testid="account-plan">
        <span className="text-muted-foreground">Plan</span>
        <span className="font-medium text-zinc-900 dark:text-zinc-100" data-testid="account-plan-name">
          {tierDisplayName(sub.tier)}
        </span>
      </MaybeLink>
      <MaybeLink to={USAGE_PAGE} className="flex flex-col gap-1 px-1 py-0.5" data-testid="credit-meter">
        <div
          className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          {...(meter.limit === null
            ? { "aria-hidden": true }
            : {
                role: "meter",
                "aria-label": "Characters used",
                "aria-valuemin": 0,
                "aria-valuemax": meter.limit,
                "aria-valuenow": Math.min(meter.used, meter.limit),
                "aria-valuetext": `${meter.usageLabel} characters`,
              })}
        >
          <div
            className={cn("h-full rounded-full", meter.fraction >= 1 ? "bg-red-500" : meter.fraction >= 0.8 ? "bg-amber-500" : "bg-zinc-900 dark:bg-zinc-100")}
            style={{ width: `${meter.fraction * 100}%` }}
          />
        </div>
        <div className="flex items-center justify-between gap-2 text-[11px] text-muted-foreground">
          <span data-testid="credit-usage" title={`${meter.used.toLocaleString("en-US")} characters used`}>
            {meter.usageLabel}
          </span>
          <span data-testid="credit-reset">{meter.resetLabel}</span>
        </div>
      </MaybeLink>
      <MeterCountRestartNote />
    </div>
  );
}

/** The account menu's entries (as ElevenLabs' account menu): pages, the theme, Sign out. */
function useAccountMenuEntries(signOut: () => void, signingOut: boolean): MenuEntry[] {
  const { preference, setPreference } = useTheme();
  const billing = useBillingConfig();
  const plansOffered = !!billing.data && billing.data.provider !== "none";
  return [
    { kind: "link", label: "Settings", to: APP_ROUTES.settings, icon: "settings" },
    ...(plansOffered ? [{ kind: "link", label: "Subscription", to: APP_ROUTES.subscription, icon: "card" } as const] : []),
    { kind: "link", label: "Usage", to: APP_ROUTES.usage, icon: "chart" },
    { kind: "link", label: "API keys", to: APP_ROUTES.apiKeys, icon: "key" },
    {
      kind: "radio",
      label: "Theme",
      value: preference,
      onChange: (value) => setPreference(parseThemePreference(value)),
      options: [
        { value: "light", label: "Light", icon: "sun" },
        { value: "dark", label: "Dark", icon: "moon" },
        { value: "system", label: "System", icon: "monitor" },
      ],
    },
    { kind: "action", label: "Sign out", icon: "logout", onSelect: signOut, disabled: signingOut },
  ];
}

/** Who is signed in (the account menu's button), the workspace, plan and credits, and Sign out. */
export function AccountBox() {
  const { data: session } = useSession();
  const { data: user } = useUser();
  const signOut = useSignOut();
  const email = session?.user.email ?? user?.email;
  const name = user?.first_name || session?.user.name || email;
  const doSignOut = () => signOut.mutate(undefined, { onError: handleError });
  const entries = useAccountMenuEntries(doSignOut, signOut.isPending);
  return (
    <div className="flex flex-col gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800" data-testid="account-box">
      <Menu
        label="Account menu"
        side="top"
        entries={entries}
        testId="account-menu"
        buttonClassName="flex w-full items-center justify-between gap-2 rounded-md px-1 py-1 text-left hover:bg-zinc-100 dark:hover:bg-zinc-800/60"
        button={
          <>
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-medium" data-testid="user-name" title={name}>
                {name}
              </span>
              <span className="truncate text-xs text-muted-foreground" data-testid="user-email" title={email}>
                {email}
              </span>
            </span>
            <Icon name="chevronDown" className="text-muted-foreground" />
          </>
        }
      />
      <WorkspaceSwitcher />
      <PlanAndCredits />
      <button
        type="button"
        onClick={doSignOut}
        disabled={signOut.isPending}
        data-testid="sign-out"
        className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-50 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-white"
      >
        <Icon name="logout" className="h-4.5 w-4.5" />
        Sign out
      </button>
    </div>
  );
}
