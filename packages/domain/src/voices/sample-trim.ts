/**
 * A professional voice sample's trim, as the ElevenLabs API carries it: `trim_start_time` and
 * `trim_end_time` in milliseconds (the SDK's BodyUpdatePvcVoiceSample documents "Time should be in
 * milliseconds"), kept in seconds beside the sample's other times.
 */
export interface SampleTrimSeconds {
  start: number | null;
  end: number | null;
}

export type SampleTrimResult = { ok: SampleTrimSeconds } | { error: string };

/**
 * The trim a sample keeps after an update: each bound given in milliseconds replaces the stored
 * one (in seconds), `null` clears it, `undefined` keeps it. The result must keep part of the
 * sample: 0 ≤ start < end ≤ the sample's length (rounded up to the millisecond).
 */
export function nextSampleTrim(
  stored: SampleTrimSeconds,
  update: { startMs?: number | null; endMs?: number | null },
  durationSecs: number,
): SampleTrimResult {
  const toSeconds = (ms: number | null) => (ms === null ? null : ms / 1000);
  const start = update.startMs === undefined ? stored.start : toSeconds(update.startMs);
  const end = update.endMs === undefined ? stored.end : toSeconds(update.endMs);
  const lengthMs = Math.ceil(durationSecs * 1000);
  if ((start ?? 0) < 0 || (start ?? 0) >= (end ?? durationSecs) || (end ?? 0) * 1000 > lengthMs) {
    return { error: `The trim must keep part of the sample: 0 ≤ trim_start_time < trim_end_time ≤ ${lengthMs} ms (the times are milliseconds).` };
  }
  return { ok: { start, end } };
}

/** A stored trim bound (seconds) as the API shows it: whole milliseconds. */
export function trimMilliseconds(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds * 1000);
}
