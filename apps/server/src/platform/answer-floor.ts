/**
 * Holds an answer until at least `floorMs` after `startedAt`. Calls whose work differs with a secret
 * (sign-up for a new or a registered address, a reset request for a known or an unknown one) then
 * take the same time from the outside, as long as the work fits in the floor: the floors are set
 * well above what the slower path takes (bench/sign-up-timing.ts measures both).
 */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  // Timers count whole milliseconds of the event loop's clock, so one can end a fraction early: wait again.
  const remaining = () => startedAt + floorMs - performance.now();
  while (remaining() > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(remaining())));
}

export interface AnswerFloors {
  /** Sign-up's floor: a new account's writes take about 100 ms here, a registered address's about 80. */
  signUpMs: number;
  /** The e-mail requests by address (verification, reset): each only queues a job, in about 15 ms. */
  accountEmailMs: number;
}

/** The server's floors. Tests of other behaviour drop them (createRuntime's `answerFloors`): a run signs up thousands of accounts. */
export const ANSWER_FLOORS: AnswerFloors = { signUpMs: 300, accountEmailMs: 100 };
