import { describe, expect, it } from "vitest";
import { trackPitch } from "../analysis/pitch";
import { contourOf, intonationFactors, trackContour } from "./intonation";

describe("carrying the source's intonation", () => {
  it("moves the target's flat pitch along the source's rise, scaled to the voices' ranges", () => {
    // The source rises from 100 to 200 Hz around its median; the target says it flat at 150 Hz, then with some movement of its own.
    const rising = Array.from({ length: 20 }, (_, i) => 100 * 2 ** (i / 19));
    const source = contourOf(rising);
    const flat = contourOf(Array.from({ length: 20 }, () => 150));
    const factors = intonationFactors(source, flat);
    // A flat target has no range: the excursions are scaled by the smallest ratio, half.
    const expected = rising.map((hz) => Math.exp(0.5 * Math.log(hz / source.median!)));
    // (The first frame is evened out with its one neighbour.)
    factors.slice(1).forEach((f, i) => expect(f).toBeCloseTo(Math.min(1.5, Math.max(1 / 1.5, expected[i + 1])), 5));
    // A target with the source's range takes its excursions whole.
    const moving = contourOf(Array.from({ length: 20 }, (_, i) => 150 * 2 ** ((19 - i) / 19)));
    const whole = intonationFactors(source, moving);
    const wanted = (i: number) => (moving.median! * rising[i]) / source.median! / moving.frames[i]!;
    [5, 10, 14].forEach((i) => expect(whole[i]).toBeCloseTo(Math.min(1.5, Math.max(1 / 1.5, wanted(i))), 5));
  });

  it("leaves unvoiced frames alone and fills short gaps in the source from the frames around", () => {
    const source = contourOf([120, 120, null, null, 130, 130, null, null, null, null, null, null, 100]);
    const target = contourOf([150, 150, 150, 150, 150, 150, null, null, null, null, null, 150, 150]);
    const factors = intonationFactors(source, target);
    expect(factors[2]).toBeCloseTo((factors[1] * 2 + factors[4]) / 3, 1); // between its neighbours
    expect(factors[6]).toBe(1); // unvoiced in the target
    expect(factors[11]).not.toBe(1); // voiced in the target only, 1 frame from a known one
  });

  it("tracks a contour in slices as one pass would", async () => {
    const rate = 16000;
    const tone = new Int16Array(rate * 5);
    // A glide from 100 to 200 Hz over five seconds.
    let phase = 0;
    for (let i = 0; i < tone.length; i++) {
      phase += (2 * Math.PI * (100 * 2 ** (i / tone.length))) / rate;
      tone[i] = Math.round(8000 * Math.sin(phase));
    }
    const whole = trackPitch(tone, rate, { min: 60, max: 450 }).frames;
    let turns = 0;
    const sliced = await trackContour(tone, rate, 1, async () => void turns++);
    expect(turns).toBe(5);
    expect(sliced.frames.length).toBeGreaterThanOrEqual(whole.length);
    whole.forEach((hz, i) => expect(sliced.frames[i]).toBeCloseTo(hz!, 0));
  });
});
