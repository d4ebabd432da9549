import { describe, expect, it } from "vitest";
import { deadlineIsNear, deadlineText, isTaskWorkable, languageName, mediaLengthText, taskKindLabel, taskStateLabel, taskStateTone, unreadFeedbackText, type TaskState } from "./task-view";

describe("task states", () => {
  it.each<[TaskState, string, string, boolean]>([
    ["claimed", "In progress", "progress", true],
    ["submitted", "Submitted, waiting for review", "neutral", false],
    ["in_review", "In review", "neutral", false],
    ["returned", "Returned for changes", "attention", true],
    ["accepted", "Accepted", "good", false],
    ["revoked", "Given back", "neutral", false],
    ["expired", "Expired", "bad", false],
    ["cancelled", "Cancelled", "neutral", false],
  ])("%s reads %s (%s), workable: %s", (state, label, tone, workable) => {
    expect(taskStateLabel(state)).toBe(label);
    expect(taskStateTone(state)).toBe(tone);
    expect(isTaskWorkable(state)).toBe(workable);
  });
});

describe("task words", () => {
  it.each([
    ["transcription", "Transcription"],
    ["review", "Review"],
    ["dub_review", "Dub review"],
    ["other", "other"],
  ])("kind %s reads %s", (kind, label) => {
    expect(taskKindLabel(kind)).toBe(label);
  });

  it.each([
    ["en", "English"],
    ["de", "German"],
    ["zz-not-a-code!", "zz-not-a-code!"],
  ])("language %s reads %s", (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  const now = 1_700_000_000;
  it.each([
    [now + 5 * 3600, "due in 5 hours", false],
    [now + 2 * 3600, "due in 2 hours", true],
    [now - 2 * 3600, "was due 2 hours ago", true],
  ])("a deadline at %s reads %s (near: %s)", (deadline, text, near) => {
    expect(deadlineText(deadline, now)).toBe(text);
    expect(deadlineIsNear(deadline, now)).toBe(near);
  });

  it.each([
    [0, "length unknown"],
    [65, "1:05"],
  ])("media of %s s reads %s", (seconds, text) => {
    expect(mediaLengthText(seconds)).toBe(text);
  });

  it.each([
    [0, null],
    [1, "1 unread feedback note"],
    [3, "3 unread feedback notes"],
  ])("%s unread feedback reads %s", (count, text) => {
    expect(unreadFeedbackText(count)).toBe(text);
  });
});
