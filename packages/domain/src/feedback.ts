/**
 * Feedback on a generated history item (spec voices §4, §5, §8, §9).
 *
 * A positive vote may carry a text of 20 to 200 characters (or none); a negative vote carries
 * only the five reason checkboxes and never a text.
 */
import { characterCost } from "./quota";

/** Shortest non-empty positive feedback text. */
export const FEEDBACK_TEXT_MIN = 20;
/** Longest positive feedback text (the counter shows n / 200). */
export const FEEDBACK_TEXT_MAX = 200;
/** The dialog opens by itself after a positive vote only for generations this short or shorter. */
export const FEEDBACK_AUTO_OPEN_MAX_TEXT = 400;

/** Reasons a user can tick on a negative vote, in display order. */
export const NEGATIVE_FEEDBACK_REASONS = ["emotions", "inaccurate_clone", "glitches", "audio_quality", "other"] as const;
/** One negative-feedback reason. */
export type NegativeFeedbackReason = (typeof NEGATIVE_FEEDBACK_REASONS)[number];

/** Checkbox labels of the negative reasons. */
export const NEGATIVE_FEEDBACK_REASON_LABELS: Readonly<Record<NegativeFeedbackReason, string>> = {
  emotions: "Emotions",
  inaccurate_clone: "Inaccurate clone",
  glitches: "Glitches",
  audio_quality: "Audio quality",
  other: "Other",
};

/** The review status under which feedback may still be changed. */
export const FEEDBACK_NOT_REVIEWED = "not_reviewed";

/** Validation message for a too-short positive text. */
export const FEEDBACK_TOO_SHORT_MESSAGE = `Feedback must be at least ${FEEDBACK_TEXT_MIN} characters.`;
/** Validation message for a too-long positive text. */
export const FEEDBACK_TOO_LONG_MESSAGE = `Feedback must be at most ${FEEDBACK_TEXT_MAX} characters.`;
/** Shown (and returned by the server) when feedback that was already reviewed is changed. */
export const FEEDBACK_ALREADY_REVIEWED_MESSAGE = "This feedback cannot be changed as it was already reviewed.";
/** Toast after a successful submission. */
export const FEEDBACK_SUBMITTED_MESSAGE = "Your feedback has been submitted, thank you.";

/** Feedback as submitted (the POST /v1/history/{id}/feedback body). Reasons default to false. */
export interface FeedbackInput {
  thumbs_up: boolean;
  feedback?: string | null;
  emotions?: boolean;
  inaccurate_clone?: boolean;
  glitches?: boolean;
  audio_quality?: boolean;
  other?: boolean;
}

/** Feedback in its stored form: every field present, text trimmed, rules of its vote applied. */
export interface NormalizedFeedback {
  thumbs_up: boolean;
  feedback: string;
  emotions: boolean;
  inaccurate_clone: boolean;
  glitches: boolean;
  audio_quality: boolean;
  other: boolean;
}

/** One validation problem. */
export interface FeedbackIssue {
  field: "feedback";
  message: string;
}

/** Length of a feedback text as the counter shows it: code points of the trimmed text. */
export function feedbackTextLength(text: string | null | undefined): number {
  return characterCost((text ?? "").trim());
}

/** The counter under the text box, e.g. "12 / 200". */
export function feedbackCounterLabel(text: string | null | undefined): string {
  return `${feedbackTextLength(text)} / ${FEEDBACK_TEXT_MAX}`;
}

/**
 * Problems that block submission. A positive text is trimmed first; empty is fine, otherwise it
 * must be 20 to 200 characters. A negative vote has no text: any text sent is ignored (and
 * dropped by {@link normalizeFeedback}), so it never produces an issue.
 */
export function validateFeedback(input: FeedbackInput): FeedbackIssue[] {
  if (!input.thumbs_up) return [];
  const length = feedbackTextLength(input.feedback);
  if (length === 0) return [];
  if (length < FEEDBACK_TEXT_MIN) return [{ field: "feedback", message: FEEDBACK_TOO_SHORT_MESSAGE }];
  if (length > FEEDBACK_TEXT_MAX) return [{ field: "feedback", message: FEEDBACK_TOO_LONG_MESSAGE }];
  return [];
}

/**
 * The feedback to store: a positive vote keeps its trimmed text and clears the reasons; a
 * negative vote keeps its reasons and clears the text. Call after {@link validateFeedback}.
 */
export function normalizeFeedback(input: FeedbackInput): NormalizedFeedback {
  const positive = input.thumbs_up;
  return {
    thumbs_up: positive,
    feedback: positive ? (input.feedback ?? "").trim() : "",
    emotions: !positive && input.emotions === true,
    inaccurate_clone: !positive && input.inaccurate_clone === true,
    glitches: !positive && input.glitches === true,
    audio_quality: !positive && input.audio_quality === true,
    other: !positive && input.other === true,
  };
}

/**
 * Whether feedback may be given or changed: when there is none yet (null/undefined status)
 * or it is still "not_reviewed". Any other review status locks it.
 */
export function canChangeFeedback(reviewStatus: string | null | undefined): boolean {
  return reviewStatus == null || reviewStatus === FEEDBACK_NOT_REVIEWED;
}

/**
 * Whether the feedback dialog opens by itself after a vote: always for a negative vote; for a
 * positive vote only when the generated text has 400 characters or fewer.
 */
export function shouldAutoOpenFeedbackDialog(thumbsUp: boolean, generatedTextLength: number): boolean {
  return !thumbsUp || generatedTextLength <= FEEDBACK_AUTO_OPEN_MAX_TEXT;
}

/** The vote state: true up, false down, null none. */
export type ThumbState = boolean | null;

/** The vote after clicking a thumb: clicking the active thumb clears it, the other one switches. */
export function toggleThumb(current: ThumbState, clicked: boolean): ThumbState {
  return current === clicked ? null : clicked;
}
