/** The output stage: a sensible level that is never silent and never clips (then 16-bit samples by audio/pcm-codecs' floatToInt16). */

/** The peak and the 99.9th percentile of |x| (from a histogram: no sort of millions of samples). */
function peakAndHigh(x: Float32Array): { peak: number; high: number } {
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]));
  if (peak === 0) return { peak, high: 0 };
  const bins = new Uint32Array(2048);
  for (let i = 0; i < x.length; i++) bins[Math.min(2047, Math.floor((Math.abs(x[i]) / peak) * 2048))]++;
  const keep = x.length * 0.999;
  let seen = 0;
  for (let b = 0; b < bins.length; b++) {
    seen += bins[b];
    if (seen >= keep) return { peak, high: ((b + 1) / 2048) * peak };
  }
  return { peak, high: peak };
}

/**
 * Scales `x` (in place) so its body sits near `ceilingDb` and rare peaks above it are rounded off
 * by a soft knee instead of being the level the rest must fit under. Memoryless, so a seamless
 * loop stays seamless. The result's peak stays below the ceiling.
 */
export function finishLevel(x: Float32Array, ceilingDb: number): Float32Array {
  const ceiling = Math.pow(10, ceilingDb / 20);
  const { peak, high } = peakAndHigh(x);
  if (peak === 0) return x;
  const gain = Math.min(Math.max((ceiling * 0.7) / high, ceiling / peak), (2.5 * ceiling) / peak);
  const knee = 0.6 * ceiling;
  const room = ceiling - knee;
  for (let i = 0; i < x.length; i++) {
    const v = x[i] * gain;
    const a = Math.abs(v);
    x[i] = a <= knee ? v : Math.sign(v) * (knee + room * Math.tanh((a - knee) / room));
  }
  return x;
}
