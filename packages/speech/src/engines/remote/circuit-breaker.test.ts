import { describe, expect, it } from "vitest";
import { CircuitBreaker, type Admission, type BreakerState } from "./circuit-breaker";

/** One step: advance the clock, then act; then the state, failures and whether the step's request got through. */
type Step = {
  advance?: number;
  act: "admit" | "succeed" | "fail" | "release" | "none";
  /** Which admitted request (by admit order) the outcome is for; default the last. */
  of?: number;
  state: BreakerState;
  failures: number;
  admitted?: boolean;
  probe?: boolean;
};

const CASES: { name: string; steps: Step[] }[] = [
  {
    name: "stays closed while failures stay below the threshold, and a success resets the count",
    steps: [
      { act: "admit", state: "closed", failures: 0, admitted: true, probe: false },
      { act: "fail", state: "closed", failures: 1 },
      { act: "admit", state: "closed", failures: 1, admitted: true },
      { act: "fail", state: "closed", failures: 2 },
      { act: "admit", state: "closed", failures: 2, admitted: true },
      { act: "succeed", state: "closed", failures: 0 },
    ],
  },
  {
    name: "opens at the third consecutive failure, refuses during the cooldown, lets one probe through after it, closes on its success",
    steps: [
      { act: "admit", state: "closed", failures: 0, admitted: true },
      { act: "fail", state: "closed", failures: 1 },
      { act: "admit", state: "closed", failures: 1, admitted: true },
      { act: "fail", state: "closed", failures: 2 },
      { act: "admit", state: "closed", failures: 2, admitted: true },
      { act: "fail", state: "open", failures: 3 },
      { act: "admit", state: "open", failures: 3, admitted: false },
      { advance: 29_999, act: "admit", state: "open", failures: 3, admitted: false },
      { advance: 1, act: "none", state: "half_open", failures: 3 },
      { act: "admit", state: "half_open", failures: 3, admitted: true, probe: true },
      // The probe is out: everyone else is still refused.
      { act: "admit", state: "half_open", failures: 3, admitted: false },
      { of: 3, act: "succeed", state: "closed", failures: 0 },
      { act: "admit", state: "closed", failures: 0, admitted: true, probe: false },
    ],
  },
  {
    name: "a failed probe opens it for another full cooldown",
    steps: [
      ...[0, 1, 2].flatMap((i): Step[] => [
        { act: "admit", state: "closed", failures: i, admitted: true },
        { act: "fail", state: i === 2 ? "open" : "closed", failures: i + 1 },
      ]),
      { advance: 30_000, act: "admit", state: "half_open", failures: 3, admitted: true, probe: true },
      { act: "fail", state: "open", failures: 4 },
      { advance: 29_000, act: "admit", state: "open", failures: 4, admitted: false },
      { advance: 1_000, act: "admit", state: "half_open", failures: 4, admitted: true, probe: true },
      { act: "succeed", state: "closed", failures: 0 },
    ],
  },
  {
    name: "a probe whose caller gave up frees the way for the next probe",
    steps: [
      ...[0, 1, 2].flatMap((i): Step[] => [
        { act: "admit", state: "closed", failures: i, admitted: true },
        { act: "fail", state: i === 2 ? "open" : "closed", failures: i + 1 },
      ]),
      { advance: 30_000, act: "admit", state: "half_open", failures: 3, admitted: true, probe: true },
      { act: "release", state: "half_open", failures: 3 },
      { act: "admit", state: "half_open", failures: 3, admitted: true, probe: true },
    ],
  },
  {
    name: "stragglers admitted before it opened do not move it: only the probe decides",
    steps: [
      { act: "admit", state: "closed", failures: 0, admitted: true }, // #0, a slow request
      ...[1, 2, 3].flatMap((i): Step[] => [
        { act: "admit", state: "closed", failures: i - 1, admitted: true },
        { act: "fail", state: i === 3 ? "open" : "closed", failures: i },
      ]),
      { of: 0, act: "succeed", state: "open", failures: 3 },
      { of: 0, act: "fail", state: "open", failures: 3 },
    ],
  },
];

describe("CircuitBreaker state machine (injected clock)", () => {
  it.each(CASES)("$name", ({ steps }) => {
    let now = 1_000_000;
    const breaker = new CircuitBreaker({ now: () => now });
    const admitted: Admission[] = [];
    for (const [i, step] of steps.entries()) {
      now += step.advance ?? 0;
      const admission = step.of !== undefined ? admitted[step.of] : admitted.at(-1)!;
      if (step.act === "admit") {
        const got = breaker.admit();
        expect(got !== null, `step ${i} admitted`).toBe(step.admitted);
        if (got) {
          admitted.push(got);
          if (step.probe !== undefined) expect(got.probe, `step ${i} probe`).toBe(step.probe);
        }
      } else if (step.act === "succeed") breaker.succeed(admission);
      else if (step.act === "fail") breaker.fail(admission);
      else if (step.act === "release") breaker.release(admission);
      expect({ step: i, state: breaker.state, failures: breaker.consecutiveFailures }).toEqual({ step: i, state: step.state, failures: step.failures });
    }
  });

  it("reports when the next probe may go, and takes its threshold and cooldown from options", () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 5_000, now: () => now });
    expect(breaker.retryAt).toBeNull();
    breaker.fail(breaker.admit()!);
    expect(breaker.state).toBe("open");
    expect(breaker.retryAt).toBe(5_000);
    now = 5_000;
    expect(breaker.state).toBe("half_open");
  });
});
