import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";

/**
 * Whose usage the caller may read: its own always (the route asks for user_read); the whole
 * workspace's only as a workspace admin (workspace_analytics_full_read, an admin-only permission a
 * key must also list), else 403.
 */
export function requireUsageScope(principal: Principal, includeWorkspace: boolean): void {
  if (!includeWorkspace) return;
  requirePermission(principal, "workspace_analytics_full_read", "Only workspace admins can see the usage of the whole workspace. Ask without include_workspace_metrics to see your own.");
}
