/**
 * Request and response bodies of the profile and onboarding calls of spec accounts §7 (User):
 * metadata, public name, referral link, terms, privacy, alpha access, device fingerprints, the
 * onboarding survey and checklist, and the unauthenticated pre-sign-up calls.
 */
import { ONBOARDING_CHECKLIST_ITEM_IDS, PUBLIC_NAME_MAX_LENGTH } from "@vocable/domain";
import { z } from "zod";
import { EmailAddress } from "./account";
import { SingleLineText } from "./strings";
import { OnboardingChecklistState } from "./user";

/** An opaque marketing or partner value (a referral code, a click id): one line, short. */
const OpaqueValue = SingleLineText.trim().max(200, "Must be at most 200 characters.");

/** A token a client got from a third party (reCAPTCHA, a cloud marketplace): one line, bounded. */
const ThirdPartyToken = SingleLineText.max(8192, "Must be at most 8192 characters.");

/** A short survey answer: one line, trimmed. */
function surveyAnswer(max: number) {
  return SingleLineText.trim().max(max, `Must be at most ${max} characters.`);
}

/** An IANA time zone name the runtime's Intl knows (e.g. "Europe/Berlin", "UTC"). */
export const TimeZoneName = SingleLineText.trim()
  .max(64, "A time zone name has at most 64 characters.")
  .regex(/^[A-Za-z0-9_+/-]+$/, "Must be an IANA time zone name such as Europe/Berlin.")
  .refine(isKnownTimeZone, { message: "Unknown time zone: use an IANA name such as Europe/Berlin." });

/** Whether Intl accepts the name as a time zone. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the account metadata may carry. `geo_location` is accepted for compatibility and ignored:
 * the server derives it from the client address, so a client cannot claim a region.
 */
export const AccountMetadata = z.object({
  agrees_to_product_updates: z.boolean().optional(),
  geo_location: z.unknown().optional().meta({ description: "Ignored: the server derives the location from the client address." }),
});

export const EditUserMetadataRequest = z.object({ account_metadata: AccountMetadata }).meta({ id: "EditUserMetadataRequest" });
export type EditUserMetadataRequest = z.input<typeof EditUserMetadataRequest>;

export const PostRegistrationUserSetupRequest = z
  .object({
    pid: OpaqueValue.optional().meta({ description: "A referral code (the `via` value of a referral link): recorded as the referrer once, within a day of sign-up." }),
    xid: OpaqueValue.optional().meta({ description: "A partner click id: accepted and ignored (no partner program here)." }),
    gcp_marketplace_jwt: ThirdPartyToken.optional().meta({ description: "Accepted and ignored (no cloud marketplace billing here); never stored." }),
  })
  .meta({ id: "PostRegistrationUserSetupRequest" });

export const PreSignUpRequest = z
  .object({
    email: EmailAddress,
    account_metadata: AccountMetadata.optional(),
    recaptcha_token: ThirdPartyToken.optional(),
    pid: OpaqueValue.optional(),
    xid: OpaqueValue.optional(),
    invite_code: OpaqueValue.optional(),
    gcp_marketplace_jwt: ThirdPartyToken.optional(),
  })
  .meta({ id: "PreSignUpRequest" });

export const PrepareInternalVerificationRequest = z
  .object({ email: EmailAddress, verification_code: SingleLineText.max(256, "Must be at most 256 characters.") })
  .meta({ id: "PrepareInternalVerificationRequest" });

export const RecordDeviceFingerprintRequest = z
  .object({ fingerprint: SingleLineText.min(1, "Must not be empty.").max(512, "Must be at most 512 characters.") })
  .meta({ id: "RecordDeviceFingerprintRequest" });

export const UpdatePublicUserNameRequest = z
  .object({
    public_user_name: SingleLineText.trim().max(PUBLIC_NAME_MAX_LENGTH, `Must be at most ${PUBLIC_NAME_MAX_LENGTH} characters.`),
  })
  .meta({ id: "UpdatePublicUserNameRequest" });
export type UpdatePublicUserNameRequest = z.input<typeof UpdatePublicUserNameRequest>;

export const PublicUserNameResponse = z.object({ public_user_name: z.string().nullable() }).meta({ id: "PublicUserNameResponse" });

export const OptOutOfUpdatesRequest = z
  .object({ opt_out_updates_key: SingleLineText.min(1, "Must not be empty.").max(512, "Must be at most 512 characters.") })
  .meta({ id: "OptOutOfUpdatesRequest" });

/** The largest character limit extension an admin can set (a bound, not a plan: the tier's allowance is checked too). */
export const MAX_CHARACTER_LIMIT_EXTENSION = 1_000_000_000;

export const EditUserRequest = z
  .object({
    first_name: surveyAnswer(50).min(1, "Enter your first name.").optional().meta({ description: "Vocable addition: the first name the app greets the user with." }),
    allowed_to_extend_character_limit: z.boolean().optional(),
    max_character_limit_extension: z.number().int().min(0).max(MAX_CHARACTER_LIMIT_EXTENSION).nullable().optional(),
    ccpa_opt_out: z.boolean().optional(),
  })
  .meta({ id: "EditUserRequest" });
export type EditUserRequest = z.input<typeof EditUserRequest>;

export const OnboardingSurveyRequest = z
  .object({
    first_name: surveyAnswer(50).min(1, "Enter your first name."),
    role: surveyAnswer(100).min(1, "Choose a role."),
    subrole: surveyAnswer(100).nullable().optional(),
    timezone: TimeZoneName,
    source: surveyAnswer(100).nullable().optional(),
  })
  .meta({ id: "OnboardingSurveyRequest" });
export type OnboardingSurveyRequest = z.input<typeof OnboardingSurveyRequest>;

export const OnboardingChecklistUpdateRequest = z
  .object({ item_id: z.enum(ONBOARDING_CHECKLIST_ITEM_IDS) })
  .meta({ id: "OnboardingChecklistUpdateRequest" });

/** The checklist after a checklist call. */
export const OnboardingChecklistResponse = z
  .object({ onboarding_checklist: OnboardingChecklistState, is_onboarding_checklist_completed: z.boolean() })
  .meta({ id: "OnboardingChecklistResponse" });
export type OnboardingChecklistResponse = z.infer<typeof OnboardingChecklistResponse>;

export const ReferralLinkResponse = z.object({ referral_link: z.string() }).meta({ id: "ReferralLinkResponse" });
export type ReferralLinkResponse = z.infer<typeof ReferralLinkResponse>;

export const AlphaAccessResponse = z
  .object({ has_alpha_access: z.boolean(), alpha_access_requested: z.boolean() })
  .meta({ id: "AlphaAccessResponse" });
export type AlphaAccessResponse = z.infer<typeof AlphaAccessResponse>;

/** GET /v1/user/rand: a uniformly random number in [0, 1) from the server's cryptographic generator. */
export const RandResponse = z.object({ rand: z.number().min(0).max(1) }).meta({ id: "RandResponse" });

/** POST /v1/user/generate-name: a suggestion only; nothing is saved until update-public-user-name. */
export const GeneratedNameResponse = z.object({ name: z.string() }).meta({ id: "GeneratedNameResponse" });
export type GeneratedNameResponse = z.infer<typeof GeneratedNameResponse>;

/** A call that answers a message (e.g. "Public name updated"). */
export const StatusMessage = z.object({ status: z.literal("ok"), message: z.string() }).meta({ id: "StatusMessage" });
