import { permissionRefusal } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";

/**
 * Who may do what with webhooks: every member reads them (workspace_read, checked by the route);
 * only admins, and keys with webhooks_write, change them. The use cases check it too, so the rule
 * holds whoever calls them.
 */
export function requireWebhookAdmin(principal: Principal): void {
  requirePermission(principal, "webhooks_write", "Only a workspace admin can change its webhooks.");
}

/** Whether the caller sees webhooks' full URLs: those who may change them (others see scheme://host/…, presenter.ts). */
export function seesWebhookUrls(principal: Principal): boolean {
  return permissionRefusal(principal, "webhooks_write") === null;
}
