import { z } from "zod";
import { PageToken, QueryBoolean, ResourceId, SingleLineText, StorableText } from "./strings";

/** An e-mail address as the account calls take it: one line, at most 254 characters, compared lower-case. */
export const EmailAddress = SingleLineText.trim()
  .max(254, "An e-mail address has at most 254 characters.")
  .pipe(z.email("Enter a valid e-mail address."))
  .transform((v) => v.toLowerCase());

/** A code from an e-mail link (a token or signed token): URL-safe characters, bounded. */
export const ActionCode = z.string().regex(/^[A-Za-z0-9._~=-]{1,2048}$/, "This link is invalid or incomplete: open the link from the e-mail again.");

/** A password as typed: anything but NUL and lone surrogates; the policy (length, common passwords) answers with reasons. */
export const PasswordInput = StorableText.max(1024, "Use at most 128 characters.");

/** A page of this server the user goes on to after an e-mail link (checked against PUBLIC_URL's origin). */
export const ContinueUrl = SingleLineText.max(2048, "The continue URL is too long.");

export const SendAccountEmailRequest = z
  .object({ email: EmailAddress, continue_url: ContinueUrl.optional() })
  .meta({ id: "SendAccountEmailRequest" });

export const ActionCodeRequest = z.object({ oob_code: ActionCode }).meta({ id: "ActionCodeRequest" });
export const ActionCodeEmail = z.object({ email: z.string() }).meta({ id: "ActionCodeEmail" });
export type ActionCodeEmail = z.infer<typeof ActionCodeEmail>;

export const ResetPasswordRequest = z.object({ oob_code: ActionCode, new_password: PasswordInput }).meta({ id: "ResetPasswordRequest" });
export const ChangePasswordRequest = z
  .object({ current_password: PasswordInput, new_password: PasswordInput })
  .meta({ id: "ChangePasswordRequest" });

export const SessionInfo = z
  .object({
    session_id: z.string(),
    is_current: z.boolean(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    device: z.string().nullable(),
    ip_address: z.string().nullable(),
    last_active_unix: z.number().int(),
    created_at_unix: z.number().int(),
  })
  .meta({ id: "SessionInfo" });
export type SessionInfo = z.infer<typeof SessionInfo>;

export const SessionList = z
  .object({ sessions: z.array(SessionInfo), has_more: z.boolean(), next_page_token: z.string().nullable() })
  .meta({ id: "SessionList" });
export type SessionList = z.infer<typeof SessionList>;

export const SessionListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  page_token: PageToken.optional(),
});
export const SessionIdParam = z.object({ session_id: ResourceId });

export const SensitiveActionCodeRequest = z.object({ code: ActionCode }).meta({ id: "SensitiveActionCodeRequest" });
export const EmailChangeRequest = z.object({ new_email: EmailAddress }).meta({ id: "EmailChangeRequest" });
export const UpdateEmailQuery = z.object({ verification_code: ActionCode, is_reverting: QueryBoolean.optional() });
export const UpdatedEmail = z.object({ email: z.string() }).meta({ id: "UpdatedEmail" });

/**
 * POST /v1/user/sign-in-requests/verify (spec §7): the signed-in user answers a support-access
 * request with the code of its link; `grant` false declines (absent: grants, as the link's
 * confirm button does).
 */
export const SignInRequestVerification = z
  .object({ sign_in_request_verification_code: ActionCode, grant: z.boolean().optional() })
  .meta({ id: "SignInRequestVerification" });
export type SignInRequestVerification = z.infer<typeof SignInRequestVerification>;

/** The recorded answer: granted or not, and until when access lasts (null: declined). */
export const SignInRequestAnswer = z
  .object({ status: z.literal("ok"), granted: z.boolean(), access_expires_at_unix: z.number().int().nullable() })
  .meta({ id: "SignInRequestAnswer" });
export type SignInRequestAnswer = z.infer<typeof SignInRequestAnswer>;
