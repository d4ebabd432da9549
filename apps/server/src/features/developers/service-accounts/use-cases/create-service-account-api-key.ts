import type { CreateServiceAccountApiKeyRequest, CreatedServiceAccountApiKey } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserById } from "#features/accounts/account-security/repo";
import { requireSensitiveActionProof } from "#features/accounts/account-security/use-cases/require-sensitive-action-proof";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { refuseConcurrencyLimits, requireServiceAccountManager, serviceAccountOfWorkspace } from "../policy";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";

/**
 * Makes a key for a service account of the caller's workspace; the key is in this answer only.
 * A person signed in with a session cookie needs a fresh proof of their mailbox, as for their own
 * keys (a stolen session must not mint lasting access). A call with an API key needs none: that key
 * was given service_account_write by name (a key made without a list never has it), which is the
 * proof an automation can hold; a service account has no mailbox anyway. The new key gets no more
 * than the caller has.
 */
export async function createServiceAccountApiKey(
  deps: Pick<AppDeps, "db" | "config" | "mailer">,
  caller: Principal,
  serviceAccountUserId: string,
  input: CreateServiceAccountApiKeyRequest,
  audit: AuditContext,
): Promise<CreatedServiceAccountApiKey> {
  requireServiceAccountManager(caller);
  refuseConcurrencyLimits(input);
  const account = await serviceAccountOfWorkspace(deps.db, caller, serviceAccountUserId);
  if (caller.via === "session" && !caller.isServiceAccount) {
    const person = await findUserById(deps.db, caller.userId);
    if (!person) throw new AppError("invalid_api_key", 401, "Sign in again.");
    await requireSensitiveActionProof(deps, { userId: person.id, email: person.email }, "create a service account's API key");
  }
  const { row, key } = await createApiKey(deps.db, caller, input, account.userId, audit);
  return { "xi-api-key": key, key_id: row.id };
}
