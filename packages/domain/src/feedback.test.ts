import { describe, expect, it } from "vitest";
import {
  FEEDBACK_ALREADY_REVIEWED_MESSAGE,
  FEEDBACK_AUTO_OPEN_MAX_TEXT,
  FEEDBACK_SUBMITTED_MESSAGE,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  FEEDBACK_TOO_LONG_MESSAGE,
  FEEDBACK_TOO_SHORT_MESSAGE,
  NEGATIVE_FEEDBACK_REASONS,
  NEGATIVE_FEEDBACK_REASON_LABELS,
  canChangeFeedback,
  feedbackCounterLabel,
  feedbackTextLength,
  normalizeFeedback,
  shouldAutoOpenFeedbackDialog,
  toggleThumb,
  validateFeedback,
} from "./feedback";

const text = (n: number) => "a".repeat(n);

describe("constants", () => {
  it("match the spec", () => {
    expect(FEEDBACK_TEXT_MIN).toBe(20);
    expect(FEEDBACK_TEXT_MAX).toBe(200);
    expect(FEEDBACK_AUTO_OPEN_MAX_TEXT).toBe(400);
    expect(FEEDBACK_TOO_SHORT_MESSAGE).toBe("Feedback must be at least 20 characters.");
    expect(FEEDBACK_TOO_LONG_MESSAGE).toBe("Feedback must be at most 200 characters.");
    expect(FEEDBACK_ALREADY_REVIEWED_MESSAGE).toBe("This feedback cannot be changed as it was already reviewed.");
    expect(FEEDBACK_SUBMITTED_MESSAGE).toBe("Your feedback has been submitted, thank you.");
  });

  it("lists the five negative reasons with labels", () => {
    expect(NEGATIVE_FEEDBACK_REASONS).toEqual(["emotions", "inaccurate_clone", "glitches", "audio_quality", "other"]);
    expect(NEGATIVE_FEEDBACK_REASONS.map((r) => NEGATIVE_FEEDBACK_REASON_LABELS[r])).toEqual([
      "Emotions",
      "Inaccurate clone",
      "Glitches",
      "Audio quality",
      "Other",
    ]);
  });
});

describe("validateFeedback, positive", () => {
  it("accepts no text", () => {
    expect(validateFeedback({ thumbs_up: true })).toEqual([]);
    expect(validateFeedback({ thumbs_up: true, feedback: "" })).toEqual([]);
    expect(validateFeedback({ thumbs_up: true, feedback: null })).toEqual([]);
    expect(validateFeedback({ thumbs_up: true, feedback: "    " })).toEqual([]);
  });

  it("rejects 1 and 19 characters", () => {
    const issue = [{ field: "feedback", message: "Feedback must be at least 20 characters." }];
    expect(validateFeedback({ thumbs_up: true, feedback: "a" })).toEqual(issue);
    expect(validateFeedback({ thumbs_up: true, feedback: text(19) })).toEqual(issue);
  });

  it("accepts 20 and 200 characters", () => {
    expect(validateFeedback({ thumbs_up: true, feedback: text(20) })).toEqual([]);
    expect(validateFeedback({ thumbs_up: true, feedback: text(200) })).toEqual([]);
  });

  it("rejects 201 characters", () => {
    expect(validateFeedback({ thumbs_up: true, feedback: text(201) })).toEqual([
      { field: "feedback", message: "Feedback must be at most 200 characters." },
    ]);
  });

  it("measures the trimmed text", () => {
    expect(validateFeedback({ thumbs_up: true, feedback: `   ${text(19)}   ` })).toHaveLength(1);
    expect(validateFeedback({ thumbs_up: true, feedback: `  ${text(200)}  ` })).toEqual([]);
  });

  it("counts an emoji as one character", () => {
    expect(validateFeedback({ thumbs_up: true, feedback: "😀".repeat(200) })).toEqual([]);
    expect(validateFeedback({ thumbs_up: true, feedback: "😀".repeat(19) })).toHaveLength(1);
  });
});

describe("validateFeedback, negative", () => {
  it("never complains about text (it is ignored)", () => {
    expect(validateFeedback({ thumbs_up: false, feedback: "short" })).toEqual([]);
    expect(validateFeedback({ thumbs_up: false, feedback: text(500) })).toEqual([]);
    expect(validateFeedback({ thumbs_up: false, glitches: true })).toEqual([]);
  });
});

describe("normalizeFeedback", () => {
  it("positive keeps trimmed text and clears reasons", () => {
    expect(normalizeFeedback({ thumbs_up: true, feedback: "  great voice, very natural!  ", glitches: true })).toEqual({
      thumbs_up: true,
      feedback: "great voice, very natural!",
      emotions: false,
      inaccurate_clone: false,
      glitches: false,
      audio_quality: false,
      other: false,
    });
  });

  it("negative keeps reasons and strips text", () => {
    expect(normalizeFeedback({ thumbs_up: false, feedback: "nope", emotions: true, audio_quality: true })).toEqual({
      thumbs_up: false,
      feedback: "",
      emotions: true,
      inaccurate_clone: false,
      glitches: false,
      audio_quality: true,
      other: false,
    });
  });

  it("fills missing fields", () => {
    expect(normalizeFeedback({ thumbs_up: true }).feedback).toBe("");
    expect(normalizeFeedback({ thumbs_up: false }).other).toBe(false);
  });
});

describe("counter", () => {
  it("shows n / 200", () => {
    expect(feedbackCounterLabel("")).toBe("0 / 200");
    expect(feedbackCounterLabel(null)).toBe("0 / 200");
    expect(feedbackCounterLabel("hello")).toBe("5 / 200");
    expect(feedbackTextLength(" ab ")).toBe(2);
  });
});

describe("canChangeFeedback", () => {
  it("allows when there is no feedback or it is not reviewed", () => {
    expect(canChangeFeedback(undefined)).toBe(true);
    expect(canChangeFeedback(null)).toBe(true);
    expect(canChangeFeedback("not_reviewed")).toBe(true);
  });

  it("locks any other status", () => {
    expect(canChangeFeedback("reviewed")).toBe(false);
    expect(canChangeFeedback("accepted")).toBe(false);
    expect(canChangeFeedback("")).toBe(false);
  });
});

describe("shouldAutoOpenFeedbackDialog", () => {
  it("always opens for a negative vote", () => {
    expect(shouldAutoOpenFeedbackDialog(false, 0)).toBe(true);
    expect(shouldAutoOpenFeedbackDialog(false, 10_000)).toBe(true);
  });

  it("opens for a positive vote at 400 characters or fewer", () => {
    expect(shouldAutoOpenFeedbackDialog(true, 0)).toBe(true);
    expect(shouldAutoOpenFeedbackDialog(true, 399)).toBe(true);
    expect(shouldAutoOpenFeedbackDialog(true, 400)).toBe(true);
    expect(shouldAutoOpenFeedbackDialog(true, 401)).toBe(false);
  });
});

describe("toggleThumb", () => {
  it("sets, switches and clears", () => {
    expect(toggleThumb(null, true)).toBe(true);
    expect(toggleThumb(null, false)).toBe(false);
    expect(toggleThumb(true, true)).toBeNull();
    expect(toggleThumb(false, false)).toBeNull();
    expect(toggleThumb(true, false)).toBe(false);
    expect(toggleThumb(false, true)).toBe(true);
  });
});
