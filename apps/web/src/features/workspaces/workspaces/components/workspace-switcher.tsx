import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { useReceivedInvites } from "#features/workspaces/workspace-invites/api/use-received-invites";
import { useSwitchWorkspace } from "../api/use-switch-workspace";
import { useUserWorkspaces } from "../api/use-user-workspaces";

/** The shell's workspace switcher: the workspace the person acts in, the others to switch to, and pending invites. */
export function WorkspaceSwitcher() {
  const workspaces = useUserWorkspaces();
  const invites = useReceivedInvites();
  const switchTo = useSwitchWorkspace();
  const list = workspaces.data?.workspaces ?? [];
  const current = list.find((w) => w.is_current);
  const pending = invites.data?.invites.length ?? 0;
  return (
    <div className="flex flex-col gap-1 px-1" data-testid="workspace-switcher">
      {list.length > 1 ? (
        <label className="flex flex-col gap-1 text-xs text-muted-foreground">
          Workspace
          <select
            aria-label="Workspace"
            value={current?.workspace_id ?? ""}
            disabled={switchTo.isPending}
            onChange={(e) => switchTo.mutate(e.target.value)}
            className="h-8 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            data-testid="workspace-select"
          >
            {list.map((w) => (
              <option key={w.workspace_id} value={w.workspace_id} disabled={w.is_locked}>
                {w.name}
                {w.is_locked ? " (locked)" : ""}
              </option>
            ))}
          </select>
        </label>
      ) : current ? (
        // One workspace: its name only (the navigation's Workspace entry leads to its settings).
        <span className="truncate text-xs text-muted-foreground" data-testid="workspace-current" title={current.name}>
          {current.name}
        </span>
      ) : null}
      {pending > 0 ? (
        <Link to={APP_ROUTES.workspaceInvites} className="text-xs font-medium text-zinc-900 underline dark:text-zinc-100" data-testid="workspace-invites-link">
          {pending === 1 ? "1 workspace invite" : `${pending} workspace invites`}
        </Link>
      ) : null}
    </div>
  );
}
