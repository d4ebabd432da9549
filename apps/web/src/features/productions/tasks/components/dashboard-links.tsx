import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";

const LINKS = [
  { to: APP_ROUTES.productionsUnclaimed, label: "Unclaimed", what: "Open work in your teams, to claim" },
  { to: APP_ROUTES.productionsActive, label: "Active", what: "The tasks you are working on, and those in review" },
  { to: APP_ROUTES.productionsHistory, label: "History", what: "Finished tasks with their reviewers' feedback" },
  { to: APP_ROUTES.payouts, label: "Payouts", what: "Your balance, earnings and payouts" },
  { to: APP_ROUTES.profiles, label: "Public profile", what: "How others see your work" },
  { to: APP_ROUTES.productionsSettings, label: "Settings", what: "Your status, qualifications and profile handle" },
] as const;

/** Where to go from the dashboard: every producer's page with what it holds. */
export function DashboardLinks() {
  return (
    <nav aria-label="Productions pages">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="flex h-full flex-col gap-1 rounded-xl border border-zinc-200 p-4 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900/60">
              <span className="text-sm font-medium">{link.label}</span>
              <span className="text-xs text-muted-foreground">{link.what}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
