import { describe, expect, it } from "vitest";
import { claimDeadline, descriptionStateAfter, extendDeadline, isTaskActive, isTaskFinal, nextTaskState, TASK_EVENTS, TASK_STATES, type TaskEvent, type TaskState } from "./task-states";

describe("nextTaskState", () => {
  it.each<[TaskState, TaskEvent, TaskState | null]>([
    ["claimed", "submit", "submitted"],
    ["submitted", "start_review", "in_review"],
    ["in_review", "accept", "accepted"],
    ["in_review", "return", "returned"],
    ["submitted", "return", "returned"],
    ["returned", "rework", "claimed"],
    ["claimed", "revoke", "revoked"],
    ["returned", "revoke", "revoked"],
    ["claimed", "expire", "expired"],
    ["returned", "expire", "expired"],
    ["in_review", "cancel", "cancelled"],
    ["claimed", "finish", "accepted"],
    ["submitted", "finish", null],
    // Refused: a revoked task's submit, accepting unreviewed work, reviving a finished task.
    ["revoked", "submit", null],
    ["expired", "submit", null],
    ["submitted", "accept", null],
    ["accepted", "return", null],
    ["accepted", "cancel", null],
    ["submitted", "revoke", null],
    ["in_review", "expire", null],
    ["claimed", "accept", null],
  ])("%s --%s--> %s", (state, event, next) => {
    expect(nextTaskState(state, event)).toBe(next);
  });

  it("lets nothing leave a final state", () => {
    for (const state of TASK_STATES.filter(isTaskFinal)) for (const event of TASK_EVENTS) expect(nextTaskState(state, event)).toBeNull();
  });
});

describe("task and description states", () => {
  it.each<[TaskState, boolean, boolean, string]>([
    ["claimed", true, false, "claimed"],
    ["returned", true, false, "claimed"],
    ["submitted", false, false, "claimed"],
    ["in_review", false, false, "claimed"],
    ["accepted", false, true, "done"],
    ["revoked", false, true, "open"],
    ["expired", false, true, "open"],
    ["cancelled", false, true, "cancelled"],
  ])("%s: active %s, final %s, description %s", (state, active, final, description) => {
    expect(isTaskActive(state)).toBe(active);
    expect(isTaskFinal(state)).toBe(final);
    expect(descriptionStateAfter(state)).toBe(description);
  });
});

const at = (iso: string) => new Date(iso);

describe("claimDeadline", () => {
  it.each([
    ["2026-12-01T10:00:00Z", null, "2026-12-02T10:00:00.000Z"],
    ["2026-12-01T10:00:00Z", "2026-12-05T00:00:00Z", "2026-12-02T10:00:00.000Z"],
    ["2026-12-01T10:00:00Z", "2026-12-01T18:00:00Z", "2026-12-01T18:00:00.000Z"],
  ])("claimed at %s, order due %s: due %s", (now, order, due) => {
    expect(claimDeadline(at(now), order ? at(order) : null).toISOString()).toBe(due);
  });
});

describe("extendDeadline", () => {
  const now = at("2026-12-01T10:00:00Z");
  const task = { state: "claimed" as TaskState, deadline: at("2026-12-02T10:00:00Z"), extended: false };
  it.each<[string, Partial<typeof task>, string | null, string]>([
    ["once, by 12 hours", {}, null, "2026-12-02T22:00:00.000Z"],
    ["never past the order's deadline", {}, "2026-12-02T16:00:00Z", "2026-12-02T16:00:00.000Z"],
    ["not when the order is due at the task's deadline", {}, "2026-12-02T10:00:00Z", "order_deadline"],
    ["not twice", { extended: true }, null, "already_extended"],
    ["not once due", { deadline: at("2026-12-01T09:59:59Z") }, null, "past_deadline"],
    ["not while in review", { state: "in_review" }, null, "not_active"],
    ["not a revoked task", { state: "revoked" }, null, "not_active"],
    ["a returned task, being reworked", { state: "returned" }, null, "2026-12-02T22:00:00.000Z"],
  ])("%s", (_, change, order, expected) => {
    const result = extendDeadline({ ...task, ...change }, now, order ? at(order) : null);
    expect(result instanceof Date ? result.toISOString() : result).toBe(expected);
  });
});
