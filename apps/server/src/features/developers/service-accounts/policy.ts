import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { findServiceAccount, type ServiceAccountRow } from "./repo";

/**
 * Who may do what with service accounts. Listing takes workspace_read; creating, deleting and
 * managing their keys takes service_account_write (admins only, and never part of a key's default
 * set). The routes check the same through route-access.ts; the use cases check again so the rule
 * holds whoever calls them.
 */

export function requireServiceAccountReader(principal: Principal): void {
  requirePermission(principal, "workspace_read", "You cannot see this workspace's service accounts.");
}

export function requireServiceAccountManager(principal: Principal): void {
  requirePermission(principal, "service_account_write", "Only workspace admins can manage service accounts.");
}

export const serviceAccountNotFound = () => new AppError("service_account_not_found", 404, "Service account not found.");

/** The caller's workspace's service account with this id; 404 for another workspace's, for a person and for none alike. */
export async function serviceAccountOfWorkspace(db: Db, principal: Principal, serviceAccountUserId: string): Promise<ServiceAccountRow> {
  const account = await findServiceAccount(db, principal.workspaceId, serviceAccountUserId);
  if (!account) throw serviceAccountNotFound();
  return account;
}

type ConcurrencyLimitValue = number | "clear" | "no_update" | null | undefined;
const CONCURRENCY_LIMITS = ["tts_concurrency_limit", "dubbing_concurrency_limit", "music_concurrency_limit"] as const;

/**
 * Per-key concurrency limits are refused (400 naming the field) rather than dropped: concurrent
 * generations are limited per workspace here (its plan), not per key. "clear", "no_update" and
 * null ask for no limit, which is what every key has, so they pass.
 */
export function refuseConcurrencyLimits(input: Partial<Record<(typeof CONCURRENCY_LIMITS)[number], ConcurrencyLimitValue>>): void {
  for (const field of CONCURRENCY_LIMITS) {
    if (typeof input[field] === "number") {
      throw new AppError("unsupported_option", 400, `${field}: per-key concurrency limits are not supported; concurrent requests are limited per workspace by its plan. Leave ${field} out.`);
    }
  }
}
