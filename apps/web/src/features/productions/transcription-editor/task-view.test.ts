import { describe, expect, it } from "vitest";
import { saveStatus } from "./save-state";
import { centsText, deadlineText, feedbackBySegment, isEditable, readOnlyReason, reviewFeedback, spanText, stateLabel, taskMediaPath } from "./task-view";

describe("the task's state", () => {
  it.each([
    ["claimed", true],
    ["returned", true],
    ["submitted", false],
    ["in_review", false],
    ["accepted", false],
    ["expired", false],
  ] as const)("%s is editable: %s", (state, editable) => {
    expect(isEditable(state)).toBe(editable);
    expect(readOnlyReason({ state, kind: "transcription" }) === null).toBe(editable);
  });
  it("says why it is read-only", () => {
    expect(readOnlyReason({ state: "submitted", kind: "transcription" })).toBe("This task is submitted: its transcript is shown read-only.");
    expect(readOnlyReason({ state: "accepted", kind: "review" })).toBe("This review is finished: its transcript is shown read-only.");
    expect(stateLabel("returned")).toBe("Returned for changes");
  });
});

describe("times and money", () => {
  it.each([
    [30, "0 min"],
    [45 * 60, "45 min"],
    [3 * 3600 + 20 * 60, "3 h 20 min"],
    [2 * 86400 + 4 * 3600, "2 d 4 h"],
  ])("%s s is %s", (seconds, text) => {
    expect(spanText(seconds)).toBe(text);
  });
  it("gives the deadline with what is left or how long ago it passed", () => {
    const deadline = Date.UTC(2026, 0, 2, 12, 0) / 1000;
    expect(deadlineText(deadline, (deadline - 3 * 3600 - 20 * 60) * 1000, "UTC")).toBe("Due Jan 2, 2026, 12:00 PM UTC (in 3 h 20 min)");
    expect(deadlineText(deadline, (deadline + 5 * 60) * 1000, "UTC")).toBe("Was due Jan 2, 2026, 12:00 PM UTC (5 min ago)");
  });
  it("writes cents as dollars", () => {
    expect(centsText(1240)).toBe("$12.40");
  });
});

describe("feedback", () => {
  const item = (id: string, segment: string | null) => ({ feedback_id: id, segment_id: segment, text: id, created_at_unix: 0, acknowledged: false });
  it("groups the reviewer's notes by segment, the rest as general", () => {
    const { bySegment, general } = feedbackBySegment([item("f1", "s1"), item("f2", null), item("f3", "s1"), item("f4", "s2")]);
    expect([...bySegment].map(([k, v]) => [k, v.map((f) => f.feedback_id)])).toEqual([
      ["s1", ["f1", "f3"]],
      ["s2", ["f4"]],
    ]);
    expect(general.map((f) => f.feedback_id)).toEqual(["f2"]);
  });
  it("builds a verdict's feedback from the notes written (blank ones left out)", () => {
    expect(reviewFeedback(new Map([["s1", " fix the name "], ["s2", "  "]]), "Good overall")).toEqual([
      { segment_id: "s1", text: "fix the name" },
      { segment_id: null, text: "Good overall" },
    ]);
    expect(reviewFeedback(new Map(), " ")).toEqual([]);
  });
});

describe("taskMediaPath", () => {
  it("is same-origin", () => {
    expect(taskMediaPath("u1", "t_1")).toBe("/v1/productions/producers/u1/tasks/t_1/media");
  });
});

describe("saveStatus", () => {
  const base = { dirty: false, saving: false, failure: null, problem: null };
  it.each([
    ["saved", base, { kind: "saved" }],
    ["waiting", { ...base, dirty: true }, { kind: "waiting" }],
    ["saving", { ...base, dirty: true, saving: true, failure: "x" }, { kind: "saving" }],
    ["failed", { ...base, dirty: true, failure: "Server says no." }, { kind: "error", message: "Server says no." }],
    ["refused here", { ...base, dirty: true, problem: "Segment 2: …", failure: "x" }, { kind: "invalid", message: "Segment 2: …" }],
    ["saved after a failure", { ...base, failure: "old" }, { kind: "saved" }],
  ])("%s", (_what, input, expected) => {
    expect(saveStatus(input)).toEqual(expected);
  });
});
