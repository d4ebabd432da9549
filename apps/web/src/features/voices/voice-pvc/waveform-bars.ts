/**
 * A sample's waveform as bars: GET …/samples/{id}/waveform sends up to 1000 peaks (0..1); the row
 * draws a few dozen bars, each the loudest peak of its stretch, scaled so the loudest bar is full
 * height. Pure, so it is unit-tested.
 */

/** The lowest a bar is drawn (a share of full height): silence still shows as a line. */
export const MIN_BAR = 0.04;

/** `count` bar heights (MIN_BAR..1) from `peaks`; fewer peaks than bars give one bar each. No peaks, no bars. */
export function waveformBars(peaks: readonly number[], count: number): number[] {
  const clean = peaks.map((p) => (Number.isFinite(p) ? Math.min(1, Math.max(0, Math.abs(p))) : 0));
  if (clean.length === 0 || count <= 0) return [];
  const n = Math.min(Math.floor(count), clean.length);
  const size = clean.length / n;
  const bars: number[] = [];
  for (let i = 0; i < n; i++) {
    let peak = 0;
    const end = Math.max(Math.floor((i + 1) * size), Math.floor(i * size) + 1);
    for (let j = Math.floor(i * size); j < end; j++) peak = Math.max(peak, clean[j]!);
    bars.push(peak);
  }
  const loudest = Math.max(...bars);
  return bars.map((b) => (loudest > 0 ? Math.max(MIN_BAR, Math.round((b / loudest) * 1000) / 1000) : MIN_BAR));
}
