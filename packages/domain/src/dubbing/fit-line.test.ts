import { describe, expect, it } from "vitest";
import { FIT_MAX_TEMPO, FIT_MIN_TEMPO, fitLine } from "./fit-line";

describe("fitLine", () => {
  it.each([
    // slot, max, spoken → tempo, cut, warning, seconds
    [2, 3, 2, 1, 0, null, 2], // fits exactly
    [2, 3, 1.95, 1, 0, null, 1.95], // within 3 %: played as it is
    [2, 3, 1.8, 0.9, 0, null, 2], // shorter: slowed to fill its slot
    [2, 3, 1, FIT_MIN_TEMPO, 0, null, 1.25], // much shorter: slowed at most to 0.8, ends early
    [2, 3, 2.5, 1, 0, null, 2.5], // longer: runs on into the silence after it at its own pace
    [2, 3, 3, 1, 0, null, 3], // runs on up to the next line
    [2, 3, 3.6, 1.2, 0, null, 3], // longer than that: sped up to end at the next line
    [2, 3, 3.05, 3.05 / 3, 0, null, 3], // a hair too long: sped up a little rather than overrun
    [2, 3, 4.2, FIT_MAX_TEMPO, 0, null, 3], // exactly the fastest
    [2, 3, 5.6, FIT_MAX_TEMPO, 1, "cut 1.0 s to fit", 3], // faster than 1.4: the rest cut
    [2, 2, 3.5, FIT_MAX_TEMPO, 0.5, "cut 0.5 s to fit", 2], // no silence to borrow
    [2, 1.5, 2, 1, 0, null, 2], // the next line starts inside this one (overlapping speakers): keeps its slot
    [2, 3, 0, 1, 0, null, 0], // nothing spoken
    [0, 0, 1, 1, 1, "cut 1.0 s to fit", 0], // no time at all (at the end of the media)
    [2, 3, 2.04, 1, 0, null, 2.04], // a little over the slot, within the silence
    [Number.NaN, 3, 2, 1, 0, null, 2], // no slot: takes the silence it needs
  ])("slot %s s, up to %s s, %s s spoken: tempo %s, cut %s s, %s", (slot, max, spoken, tempo, cut, warning, seconds) => {
    const fit = fitLine(slot, max, spoken);
    expect(fit.tempo).toBeCloseTo(tempo, 9);
    expect(fit.cutSeconds).toBeCloseTo(cut, 9);
    expect(fit.warning).toBe(warning);
    expect(fit.seconds).toBeCloseTo(seconds, 9);
  });

  it("never plays a line past the time it may take, nor outside the tempo bounds", () => {
    for (const slot of [0.5, 1, 2.5, 7])
      for (const extra of [0, 0.3, 2])
        for (const spoken of [0.1, 0.49, 1, 1.9, 2.6, 3.3, 6, 12]) {
          const fit = fitLine(slot, slot + extra, spoken);
          expect(fit.seconds).toBeLessThanOrEqual(slot + extra + 1e-9);
          expect(fit.tempo).toBeGreaterThanOrEqual(FIT_MIN_TEMPO);
          expect(fit.tempo).toBeLessThanOrEqual(FIT_MAX_TEMPO);
          expect(fit.seconds + fit.cutSeconds).toBeCloseTo(spoken / fit.tempo, 9);
        }
  });
});
