import { SIGN_IN_REQUEST_TTL_MS } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { notFound } from "#platform/errors";
import { signInRequestMessage } from "#features/accounts/account-security/emails";
import { createActionCode, findUserByEmail } from "#features/accounts/account-security/repo";

/**
 * An operator asks a user for temporary support access (`npm run support -- request-access`): a
 * single-use code (only its SHA-256 stored, in account_action_code as a "sign-in-request") is
 * mailed as a verifySignInRequest link. Nothing is granted until the user answers it.
 */
export async function requestSupportAccess(
  deps: Pick<AppDeps, "db" | "config" | "mailer">,
  input: { email: string; hours: number; requestedBy: string; reason?: string },
  now = new Date(),
): Promise<{ userId: string; linkExpiresAt: Date }> {
  const account = await findUserByEmail(deps.db, input.email);
  if (!account) throw notFound("not_found", `No account has the e-mail address ${input.email}.`);
  const payload: Record<string, string> = { hours: String(input.hours), requestedBy: input.requestedBy };
  if (input.reason) payload.reason = input.reason;
  const code = await createActionCode(deps.db, { userId: account.id, purpose: "sign-in-request", ttlMs: SIGN_IN_REQUEST_TTL_MS, payload, now });
  await deps.mailer.send(
    signInRequestMessage(deps.config.publicUrl, {
      to: account.email,
      code,
      hours: input.hours,
      requestedBy: input.requestedBy,
      reason: input.reason,
      linkHours: SIGN_IN_REQUEST_TTL_MS / 3_600_000,
    }),
  );
  return { userId: account.id, linkExpiresAt: new Date(now.getTime() + SIGN_IN_REQUEST_TTL_MS) };
}
