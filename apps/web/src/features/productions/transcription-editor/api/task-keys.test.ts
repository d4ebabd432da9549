import { describe, expect, it } from "vitest";
import { payoutKeys } from "#features/productions/payouts/api/payout-keys";
import { taskKeys as listKeys } from "#features/productions/tasks/api/task-keys";
import { isOtherProductionsKey, taskKeys } from "./task-keys";

describe("the productions queries read again after a submit, a verdict or an acknowledgement", () => {
  const other = (key: readonly unknown[]) => isOtherProductionsKey(key, "u1", "t1");
  it("are the lists, the teams, the payouts and the other tasks", () => {
    expect(other(listKeys.list("active"))).toBe(true);
    expect(other(listKeys.list("history"))).toBe(true);
    expect(other(listKeys.teamWork("team1"))).toBe(true);
    expect(other(listKeys.feedback("t1"))).toBe(true);
    expect(other(payoutKeys.earnings)).toBe(true);
    expect(other(taskKeys.task("u1", "t2"))).toBe(true);
  });
  it("leave out this task's own entries and every other page's", () => {
    expect(other(taskKeys.task("u1", "t1"))).toBe(false);
    expect(other(taskKeys.feedback("u1", "t1"))).toBe(false);
    expect(other(taskKeys.peaks("u1", "t1", 0))).toBe(false);
    expect(other(["voices"])).toBe(false);
  });
});
