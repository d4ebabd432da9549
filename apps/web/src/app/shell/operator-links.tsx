import { APP_ROUTES } from "@vocable/domain";
import { NavLink } from "react-router";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";
import { useUser } from "#features/accounts/user/api/use-user";

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
      <NavLink
        to={APP_ROUTES.adminEngines}
        end
        data-testid="nav-engines"
        className={({ isActive }) =>
          cn(
            "flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium",
            isActive
              ? "bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-white"
              : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-white",
          )
        }
      >
        <Icon name="server" className="h-4.5 w-4.5" />
        Engines
      </NavLink>
      <NavLink
        to={APP_ROUTES.adminPlanRequests}
        end
        data-testid="nav-plan-requests"
        className={({ isActive }) =>
          cn(
            "flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium",
            isActive
              ? "bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-white"
              : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-white",
          )
        }
      >
        <Icon name="card" className="h-4.5 w-4.5" />
        Plan requests
      </NavLink>
    </nav>
  );
}
