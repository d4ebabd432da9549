/**
 * One sound at a time among the page's waveforms: a waveform that starts playing stops the one
 * that played before it (the persistent player is paused separately, by the waveform).
 */
let stopCurrent: (() => void) | null = null;

/** Marks `stop`'s sound as the one playing, stopping the previous one. */
export function claimPlayback(stop: () => void): void {
  if (stopCurrent && stopCurrent !== stop) stopCurrent();
  stopCurrent = stop;
}

/** Forgets `stop`'s sound (it paused, ended or went away). */
export function releasePlayback(stop: () => void): void {
  if (stopCurrent === stop) stopCurrent = null;
}
