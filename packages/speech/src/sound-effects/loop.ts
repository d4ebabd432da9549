/** Joining a sound's end to its start, and ending one-off sounds without a click. */

/**
 * A seamless loop of `length` samples cut from `x`, which holds at least `crossfade + search`
 * samples of the same sound before `origin` (pre-roll).
 *
 * The cut starts at `o` (one of the `search` samples up to `origin`, where the sound moves least
 * from one sample to the next). The last `crossfade` samples fade (equal power) from the sound
 * itself into the pre-roll just before `o`, so the last sample is `x[o - 1]` and the first is
 * `x[o]`: at the seam the loop continues exactly as the original sound did.
 */
export function seamlessLoop(x: Float32Array, origin: number, length: number, crossfade: number, search: number): Float32Array {
  if (origin < crossfade + search || origin + length > x.length) throw new RangeError("not enough sound around the loop");
  let o = origin;
  let best = Infinity;
  for (let c = origin - search; c <= origin; c++) {
    const jump = Math.abs(x[c] - x[c - 1]);
    if (jump < best) {
      best = jump;
      o = c;
    }
  }
  const out = x.slice(o, o + length);
  const from = length - crossfade;
  for (let j = 0; j < crossfade; j++) {
    const theta = ((j + 1) / crossfade) * (Math.PI / 2);
    out[from + j] = x[o + from + j] * Math.cos(theta) + x[o - crossfade + j] * Math.sin(theta);
  }
  return out;
}

/**
 * Fades the ends in place: from exactly zero over `fadeIn` samples, to exactly zero over
 * `fadeOut` (so a one-off sound starts and ends silent, and even loops without a click).
 */
export function fadeEnds(x: Float32Array, fadeIn: number, fadeOut: number): Float32Array {
  const n = x.length;
  const a = Math.min(fadeIn, Math.floor(n / 2));
  const b = Math.min(fadeOut, Math.floor(n / 2));
  for (let i = 0; i < a; i++) x[i] *= Math.sin((i / a) * (Math.PI / 2)) ** 2;
  for (let i = 0; i < b; i++) x[n - 1 - i] *= Math.sin((i / b) * (Math.PI / 2)) ** 2;
  return x;
}
