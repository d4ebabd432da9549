import type { SignInRequestAnswer } from "@vocable/contract";
import { supportAccessState } from "@vocable/domain";
import type { SupportAccessGrantRow, SupportAccessGrantWithEmail } from "./repo";

/** The API's answer to POST /v1/user/sign-in-requests/verify. */
export function presentSignInRequestAnswer(grant: SupportAccessGrantRow): SignInRequestAnswer {
  return {
    status: "ok",
    granted: grant.granted,
    access_expires_at_unix: grant.expiresAt ? Math.floor(grant.expiresAt.getTime() / 1000) : null,
  };
}

/** One line of `npm run support -- list`. */
export function supportAccessLine(grant: SupportAccessGrantWithEmail, now: Date): string {
  const state = supportAccessState(grant, now);
  const until = grant.expiresAt ? `until ${grant.expiresAt.toISOString()}` : "";
  const reason = grant.reason ? `  "${grant.reason.slice(0, 80)}"` : "";
  return `${grant.id}  ${grant.email}  ${state.padEnd(8)} answered ${grant.createdAt.toISOString()}  ${until.padEnd(30)} asked by ${grant.requestedBy}${reason}`;
}
