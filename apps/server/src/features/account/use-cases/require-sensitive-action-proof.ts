import type { AppDeps } from "../../../platform/app-env";

/**
 * PLACEHOLDER (branch `twofa`): the lead's real implementation replaces this file at merge. It
 * throws 403 sensitive_action_verification_required (after mailing a code) unless the user proved
 * mailbox access recently. The real signature takes `Pick<AppDeps, "db" | "config" | "mailer" | "log">`;
 * `mailer` does not exist on this branch yet.
 */
export async function requireSensitiveActionProof(
  deps: Pick<AppDeps, "db" | "config" | "log">,
  user: { userId: string; email: string },
  action: string,
): Promise<void> {
  void deps;
  void user;
  void action;
  return;
}
