import { answerNoSoonerThan } from "#platform/answer-floor";
import type { AppDeps } from "#platform/app-env";
import { safeContinueUrl } from "../continue-url";
import { SEND_ACCOUNT_EMAIL_JOB, type SendAccountEmailPayload } from "../jobs/send-account-email";
import { accountLimits, limitAttempts } from "../rate-limits";

/**
 * POST /v1/user/send-verification-email and /send-password-reset-email: the same answer whether
 * or not the address has an account (the job finds out), limited per client and per address, and
 * answered no sooner than the account e-mail floor after the request came in.
 */
export async function requestAccountEmail(
  deps: Pick<AppDeps, "jobs" | "rateLimit" | "config" | "answerFloors">,
  input: { kind: SendAccountEmailPayload["kind"]; email: string; continueUrl: string | undefined; clientIp: string | undefined; startedAt: number },
): Promise<void> {
  await limitAttempts(deps.rateLimit, `mail-client:${input.clientIp ?? "unknown"}`, accountLimits(deps.config).mailPerClient);
  await limitAttempts(deps.rateLimit, `mail-address:${input.kind}:${input.email}`, accountLimits(deps.config).mailPerAddress);
  const payload: SendAccountEmailPayload = {
    kind: input.kind,
    email: input.email,
    continueUrl: safeContinueUrl(deps.config.publicUrl, input.continueUrl),
  };
  await deps.jobs.enqueue(SEND_ACCOUNT_EMAIL_JOB, payload);
  await answerNoSoonerThan(input.startedAt, deps.answerFloors.accountEmailMs);
}
