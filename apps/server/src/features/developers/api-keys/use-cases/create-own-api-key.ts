import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserById } from "#features/accounts/account-security/repo";
import { requireSensitiveActionProof } from "#features/accounts/account-security/use-cases/require-sensitive-action-proof";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import type { ApiKeyRow } from "../repo";
import { createApiKey, type NewApiKey } from "./create-api-key";

/**
 * POST /v1/user/create-api-key: a key of the caller's own, after a fresh proof of their mailbox (a
 * stolen session must not mint lasting access). The clear key is in this answer only.
 */
export async function createOwnApiKey(deps: Pick<AppDeps, "db" | "config" | "mailer">, principal: Principal, input: NewApiKey, audit: AuditContext): Promise<{ row: ApiKeyRow; key: string }> {
  const user = await findUserById(deps.db, principal.userId);
  if (!user) throw new AppError("invalid_api_key", 401, "Sign in again.");
  await requireSensitiveActionProof(deps, { userId: user.id, email: user.email }, "create an API key");
  return createApiKey(deps.db, principal, input, principal.userId, audit);
}
