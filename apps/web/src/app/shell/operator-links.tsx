import { APP_ROUTES } from "@vocable/domain";
import { NavLink } from "react-router";
import { Icon, type IconName } from "#components/ui/icon";
import { useUser } from "#features/accounts/user/api/use-user";
import { navItemClass } from "./nav-links";

const LINKS: Array<{ to: string; label: string; icon: IconName; testId: string }> = [
  { to: APP_ROUTES.adminEngines, label: "Engines", icon: "server", testId: "nav-engines" },
  { to: APP_ROUTES.adminPlanRequests, label: "Plan requests", icon: "card", testId: "nav-plan-requests" },
];

/**
 * The server operators' pages (GET /v1/user `is_instance_admin`: a signed-in person whose
 * verified address is in ADMIN_EMAILS), a second group under the main navigation. Nothing for anyone else;
 * the server refuses them the calls anyway.
 */
export function OperatorLinks() {
  const { data: user } = useUser();
  if (!user?.is_instance_admin) return null;
  return (
    <nav aria-label="Server" className="flex flex-col gap-1 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end data-testid={link.testId} className={navItemClass}>
          <Icon name={link.icon} className="h-4.5 w-4.5" />
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
