import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findAccountEmail } from "./repo";

/**
 * Instance operators: the people named by ADMIN_EMAILS, who run the server rather than a
 * workspace. Only a signed-in person counts (never an API key, which acts for one workspace, nor
 * a service account), and only with a verified address, so signing up with an operator's address
 * without its mailbox gives nothing.
 */
export async function isInstanceAdmin(db: Db, adminEmails: readonly string[], principal: Principal): Promise<boolean> {
  if (!mayBeInstanceAdmin(adminEmails, principal)) return false;
  return isInstanceAdminAccount(adminEmails, principal, await findAccountEmail(db, principal.userId));
}

/** Whether the caller could be an operator at all, before its account is read. */
function mayBeInstanceAdmin(adminEmails: readonly string[], principal: Principal): boolean {
  return adminEmails.length > 0 && principal.via === "session" && !principal.isServiceAccount;
}

/**
 * The same rule for a caller whose account row is already at hand (GET /v1/user reads it anyway):
 * `account` must be the principal's own.
 */
export function isInstanceAdminAccount(
  adminEmails: readonly string[],
  principal: Principal,
  account: { email: string; emailVerified: boolean } | null,
): boolean {
  return mayBeInstanceAdmin(adminEmails, principal) && account !== null && account.emailVerified && adminEmails.includes(account.email.toLowerCase());
}

/** Throws 403 unless the caller is an instance operator. */
export async function requireInstanceAdmin(db: Db, adminEmails: readonly string[], principal: Principal): Promise<void> {
  if (!(await isInstanceAdmin(db, adminEmails, principal))) {
    throw new AppError(
      "instance_admin_required",
      403,
      "Only the server's operators can do this: sign in with a verified address listed in the server's ADMIN_EMAILS setting.",
    );
  }
}
