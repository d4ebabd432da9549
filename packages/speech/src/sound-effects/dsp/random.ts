/**
 * Seeded randomness for the procedural engine: every random choice a recipe makes comes from a
 * {@link Random}, so equal requests give equal samples.
 */

/** FNV-1a over `text`, mixed with `seed`: a 32-bit seed for a named stream. */
export function hashSeed(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // A final avalanche so seeds that differ in one bit give unrelated streams.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  return h >>> 0;
}

/** Mulberry32: small, fast and good enough for audio noise. */
export class Random {
  private state: number;

  constructor(private readonly origin: number) {
    this.state = origin >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform in [-1, 1). */
  bipolar(): number {
    return this.next() * 2 - 1;
  }

  /** An integer in [min, maxExclusive). */
  int(min: number, maxExclusive: number): number {
    return min + Math.floor(this.next() * (maxExclusive - min));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A value around `centre`, spread by a factor up to `spread` either way (log-uniform). */
  around(centre: number, spread: number): number {
    return centre * Math.pow(spread, this.bipolar());
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /**
   * An independent stream named `label`, derived from this stream's seed (not its position), so
   * adding a layer or a grain elsewhere does not change what this one draws.
   */
  fork(label: string): Random {
    return new Random(hashSeed(label, this.origin));
  }
}
