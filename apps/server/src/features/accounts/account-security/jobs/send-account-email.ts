import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob } from "#platform/jobs/job-types";
import { inAccountEmailJob } from "../account-email-job-scope";

export const SEND_ACCOUNT_EMAIL_JOB = "account.send-email";

const Payload = z.object({
  kind: z.enum(["verify-email", "reset-password"]),
  email: z.string(),
  continueUrl: z.string(),
});
export type SendAccountEmailPayload = z.infer<typeof Payload>;

/**
 * Sends a verification or password-reset e-mail asked for by address. Running it as a job makes
 * a request for a registered address and for an unknown one the same work for the route (no
 * timing tells them apart) and keeps the request when the process stops. Better Auth looks the
 * address up and says nothing when there is no such account (or, for verification, when it is
 * verified already); when there is, it makes the token and calls our mailer. Running again (after
 * a crash, or a retry) makes a new token but queues no second e-mail: the mail is keyed by this job.
 */
export function sendAccountEmailJob(deps: Pick<AppDeps, "auth">) {
  return defineJob({
    name: SEND_ACCOUNT_EMAIL_JOB,
    payload: Payload,
    attempts: 5,
    backoffMs: 15_000,
    async handler(payload, ctx) {
      // The e-mail gets a key from this job's id (account-email-job-scope.ts): a rerun sends none.
      await inAccountEmailJob(ctx.jobId, async () => {
        if (payload.kind === "verify-email") {
          await deps.auth.api.sendVerificationEmail({ body: { email: payload.email, callbackURL: payload.continueUrl } });
        } else {
          await deps.auth.api.requestPasswordReset({ body: { email: payload.email, redirectTo: payload.continueUrl } });
        }
      });
    },
  });
}
