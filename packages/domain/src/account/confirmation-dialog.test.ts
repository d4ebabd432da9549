import { describe, expect, it } from "vitest";
import {
  CANCEL_ANSWER,
  CANCEL_TEXT_DEFAULT,
  CONFIRM_TEXT_DEFAULT,
  confirmAnswer,
  confirmDisabled,
  confirmLabel,
  lockSecondsLeft,
} from "./confirmation-dialog";

describe("confirmation dialog", () => {
  it("defaults to Continue and Cancel", () => {
    expect([CONFIRM_TEXT_DEFAULT, CANCEL_TEXT_DEFAULT]).toEqual(["Continue", "Cancel"]);
    expect(confirmLabel()).toBe("Continue");
  });

  it.each([
    [{ secondsLeft: 0 }, false],
    [{ secondsLeft: 3 }, true],
    [{ toggle: { initial: false, canChange: true }, toggleValue: false, secondsLeft: 0 }, true],
    [{ toggle: { initial: false, canChange: true }, toggleValue: true, secondsLeft: 0 }, false],
    [{ toggle: { initial: true, canChange: true }, toggleValue: false, secondsLeft: 0 }, false],
    [{ toggle: { initial: false, canChange: true }, toggleValue: true, secondsLeft: 2 }, true],
    // A toggle the user may not change is information only.
    [{ toggle: { initial: true, canChange: false }, toggleValue: true, secondsLeft: 0 }, false],
  ])("%j disabled: %s", (input, disabled) => {
    expect(confirmDisabled(input)).toBe(disabled);
  });

  it.each([
    [0, 0, 5, 5],
    [0, 1, 5, 5],
    [0, 1000, 5, 4],
    [0, 4001, 5, 1],
    [0, 5000, 5, 0],
    [0, 99_999, 5, 0],
    [0, 0, undefined, 0],
    [0, 0, 0, 0],
    [0, 0, -3, 0],
    [0, 0, Number.POSITIVE_INFINITY, 0],
  ])("opened %d, now %d, lock %s -> %d s left", (openedAt, now, lock, left) => {
    expect(lockSecondsLeft(openedAt, now, lock)).toBe(left);
  });

  it("counts down in the label", () => {
    expect(confirmLabel("Delete", 3)).toBe("Delete (3)");
    expect(confirmLabel("Delete", 0)).toBe("Delete");
  });

  it("answers with the toggle value on confirm and none on cancel", () => {
    expect(confirmAnswer({ initial: false, canChange: true }, true)).toEqual({ confirmed: true, toggle: true });
    expect(confirmAnswer({ initial: true, canChange: false }, undefined)).toEqual({ confirmed: true, toggle: true });
    expect(confirmAnswer(undefined, undefined)).toEqual({ confirmed: true });
    expect(CANCEL_ANSWER).toEqual({ confirmed: false });
  });
});
