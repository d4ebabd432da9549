import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";

/** Registering, verifying and removing identity providers and auto-provisioning are the admins'. */
export function requireSsoAdmin(principal: Principal): void {
  requirePermission(principal, "workspace_write", "Only workspace admins can manage single sign-on.");
}
