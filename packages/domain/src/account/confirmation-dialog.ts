/**
 * The confirmation dialog (spec accounts §4): title, description, confirm and cancel texts
 * (Continue / Cancel by default), an optional toggle, and an optional lock that keeps confirm
 * disabled for some seconds with a countdown.
 */

export const CONFIRM_TEXT_DEFAULT = "Continue";
export const CANCEL_TEXT_DEFAULT = "Cancel";

/** The toggle of a confirmation: its start value and whether the user may change it. */
export interface ConfirmationToggle {
  initial: boolean;
  canChange: boolean;
}

/** The dialog's answer: cancel or close carries no toggle value; confirm carries it (when there is a toggle). */
export type ConfirmationAnswer = { confirmed: false } | { confirmed: true; toggle?: boolean };

/** Whole seconds left of a `lockSeconds` lock opened at `openedAt` (0 when there is no lock or it is over). */
export function lockSecondsLeft(openedAt: number, now: number, lockSeconds: number | undefined): number {
  if (!lockSeconds || lockSeconds <= 0 || !Number.isFinite(lockSeconds)) return 0;
  const leftMs = openedAt + lockSeconds * 1000 - now;
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

/**
 * Whether confirm is disabled: while the lock counts down, and, when there is a changeable
 * toggle, until the toggle differs from its start (confirming would change nothing).
 */
export function confirmDisabled(input: { toggle?: ConfirmationToggle; toggleValue?: boolean; secondsLeft: number }): boolean {
  if (input.secondsLeft > 0) return true;
  if (input.toggle?.canChange) return input.toggleValue === input.toggle.initial;
  return false;
}

/** The confirm button's text: "Continue (3)" while locked, else the text. */
export function confirmLabel(text: string = CONFIRM_TEXT_DEFAULT, secondsLeft: number = 0): string {
  return secondsLeft > 0 ? `${text} (${secondsLeft})` : text;
}

/** The answer of a confirm click. */
export function confirmAnswer(toggle: ConfirmationToggle | undefined, toggleValue: boolean | undefined): ConfirmationAnswer {
  return toggle ? { confirmed: true, toggle: toggleValue ?? toggle.initial } : { confirmed: true };
}

/** The answer of cancel, close or Escape. */
export const CANCEL_ANSWER: ConfirmationAnswer = { confirmed: false };
