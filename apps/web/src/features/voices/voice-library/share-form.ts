/**
 * The share dialog's form: its starting values from a voice's `sharing`, its check, and the body of
 * POST /v1/voices/{voice_id}/sharing. Pure, so it is unit-tested.
 */
import type { LIBRARY_CATEGORIES, ShareVoiceRequest, VoiceSharing } from "@vocable/contract";

export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

/** The longest notice period, in days (the contract's limit). */
export const MAX_NOTICE_PERIOD_DAYS = 365;
/** The longest library description (the contract's limit). */
export const MAX_SHARE_DESCRIPTION = 500;

export interface ShareForm {
  /** enabled: anyone may add it; copied_disabled: listed, new copies refused. */
  status: "enabled" | "copied_disabled";
  description: string;
  category: LibraryCategory;
  /** As typed: whole days, 0..365. */
  noticePeriod: string;
  freeUsersAllowed: boolean;
  liveModerationEnabled: boolean;
}

/** What the dialog needs of a voice: its id, name, labels, description, category and sharing. */
export interface ShareableVoice {
  voice_id: string;
  name: string;
  labels: Record<string, string>;
  description?: string | null;
  /** The voice's category (cloned, generated, professional…): the library category it is listed under first. */
  category?: string;
  sharing: VoiceSharing | null;
}

const CATEGORIES: readonly string[] = ["generated", "professional", "high_quality", "famous"] satisfies readonly LibraryCategory[];

/** Whether the voice is listed in the library now (its owner's listing, not a copy's). */
export function isListed(voice: ShareableVoice): boolean {
  const sharing = voice.sharing;
  if (!sharing || isLibraryCopy(voice)) return false;
  return sharing.status === "enabled" || sharing.status === "copied_disabled";
}

/** Whether the voice is a copy of another library voice (only the original's owner can list it). */
export function isLibraryCopy(voice: ShareableVoice): boolean {
  return voice.sharing !== null && voice.sharing.original_voice_id !== "" && voice.sharing.original_voice_id !== voice.voice_id;
}

/** The form's starting values: the current listing, else the server's defaults. `description` is the owner's own text. */
export function initialShareForm(voice: ShareableVoice, description: string): ShareForm {
  const sharing = isListed(voice) || voice.sharing?.status === "disabled" ? voice.sharing : null;
  const fallbackCategory: LibraryCategory = voice.category === "professional" ? "professional" : voice.category === "generated" ? "generated" : "high_quality";
  return {
    status: sharing?.status === "copied_disabled" ? "copied_disabled" : "enabled",
    description: sharing?.description ?? description,
    category: sharing && CATEGORIES.includes(sharing.category) ? (sharing.category as LibraryCategory) : fallbackCategory,
    noticePeriod: String(sharing?.notice_period ?? 0),
    freeUsersAllowed: sharing?.free_users_allowed ?? true,
    liveModerationEnabled: sharing?.live_moderation_enabled ?? false,
  };
}

/** The notice period as a number, or null when it is not a whole number of days from 0 to 365. */
export function noticePeriodDays(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days <= MAX_NOTICE_PERIOD_DAYS ? days : null;
}

/** What is wrong with the form, or null. */
export function shareFormProblem(form: ShareForm): string | null {
  if (noticePeriodDays(form.noticePeriod) === null) return `The notice period is a whole number of days from 0 to ${MAX_NOTICE_PERIOD_DAYS}.`;
  if (form.description.length > MAX_SHARE_DESCRIPTION) return `The description is at most ${MAX_SHARE_DESCRIPTION} characters.`;
  return null;
}

/** The body of POST /v1/voices/{voice_id}/sharing (call only when `shareFormProblem` is null). */
export function shareRequestBody(form: ShareForm): ShareVoiceRequest {
  const description = form.description.trim();
  return {
    status: form.status,
    description: description === "" ? null : description,
    category: form.category,
    notice_period: noticePeriodDays(form.noticePeriod) ?? 0,
    free_users_allowed: form.freeUsersAllowed,
    live_moderation_enabled: form.liveModerationEnabled,
  };
}
