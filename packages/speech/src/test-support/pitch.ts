/**
 * Test helper: the median fundamental frequency (pitch) of voiced speech, by normalised
 * autocorrelation over 40 ms frames. Crude but independent of the engines: enough to tell a
 * low voice from a high one, which is all the cloning test server and its tests need.
 */
export function medianPitchHz(samples: Int16Array, sampleRate: number, range: { min: number; max: number } = { min: 60, max: 400 }): number | null {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / range.max);
  const maxLag = Math.ceil(sampleRate / range.min);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i] * samples[i];
    // Only loud frames: silence and quiet consonants have no pitch worth measuring.
    if (Math.sqrt(energy / frame) < peak * 0.1) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let dot = 0;
      let shifted = 0;
      for (let i = start; i < start + frame; i++) {
        dot += samples[i] * samples[i + lag];
        shifted += samples[i + lag] * samples[i + lag];
      }
      const score = dot / Math.sqrt(energy * shifted || 1);
      if (score > best) {
        best = score;
        bestLag = lag;
      }
    }
    // Voiced frames repeat strongly at their period.
    if (best > 0.6 && bestLag > 0) pitches.push(sampleRate / bestLag);
  }
  if (pitches.length === 0) return null;
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)];
}
