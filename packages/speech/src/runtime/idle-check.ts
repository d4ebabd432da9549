/**
 * How often to look for a thread idle past `idleMs`: a quarter of it (so one stops at most a
 * quarter late), between 50 ms and 10 s.
 */
export function idleCheckInterval(idleMs: number): number {
  return Math.max(50, Math.min(idleMs / 4, 10_000));
}
