/**
 * Rewritten text that remembers where every part came from, so what the engine times on the
 * rewritten text ("five kilometers") maps back to spans of the request text ("5 km").
 */

interface Segment {
  /** Start in the rewritten text (UTF-16). */
  out: number;
  /** Start and end in the source text. */
  from: number;
  to: number;
  /** Copied as is (offsets map one to one) or replaced (any offset maps to the whole span). */
  copied: boolean;
}

/** Text rewritten from a source text, with the way back. */
export interface MappedText {
  readonly text: string;
  /** Source offset where the rewritten character at `index` comes from (for a span's start). */
  sourceStart(index: number): number;
  /** Source offset a span ending at `index` (exclusive) ends at. */
  sourceEnd(index: number): number;
}

/** Builds a {@link MappedText} by copying and replacing spans of `source` from left to right. */
export class TextRewriter {
  private parts: string[] = [];
  private segments: Segment[] = [];
  private length = 0;
  private cursor = 0;

  constructor(private readonly source: string) {}

  /** Replaces `source[start, end)` with `replacement` (copying what lies before it). */
  replace(start: number, end: number, replacement: string): void {
    if (start < this.cursor) return; // overlapping rewrites: the first one wins
    this.copyTo(start);
    if (replacement.length > 0) {
      this.segments.push({ out: this.length, from: start, to: end, copied: false });
      this.parts.push(replacement);
      this.length += replacement.length;
    } else if (end > start) {
      // Dropped text: attach it to nothing; offsets around it still map to its edges.
      this.segments.push({ out: this.length, from: start, to: end, copied: false });
    }
    this.cursor = end;
  }

  /** Where the next replacement may start. */
  get position(): number {
    return this.cursor;
  }

  /** Finishes (copying the rest) and returns the mapped text. */
  finish(): MappedText {
    this.copyTo(this.source.length);
    return new SegmentMap(this.parts.join(""), this.segments, this.source.length);
  }

  private copyTo(index: number): void {
    if (index <= this.cursor) return;
    this.segments.push({ out: this.length, from: this.cursor, to: index, copied: true });
    this.parts.push(this.source.slice(this.cursor, index));
    this.length += index - this.cursor;
    this.cursor = index;
  }
}

class SegmentMap implements MappedText {
  constructor(
    readonly text: string,
    private readonly segments: Segment[],
    private readonly sourceLength: number,
  ) {}

  /**
   * The segment whose output covers `index` < text length: the last one starting at or before it
   * (a dropped segment has no output, so a later one starts at the same place). Binary search.
   */
  private find(index: number): Segment | undefined {
    let lo = 0;
    let hi = this.segments.length - 1;
    let found: Segment | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.segments[mid].out <= index) {
        found = this.segments[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  sourceStart(index: number): number {
    if (index >= this.text.length) return this.sourceLength;
    const segment = this.find(index);
    if (!segment) return 0;
    return segment.copied ? segment.from + (index - segment.out) : segment.from;
  }

  sourceEnd(index: number): number {
    if (index <= 0) return 0;
    const segment = this.find(index - 1);
    if (!segment) return this.sourceLength;
    return segment.copied ? segment.from + (index - segment.out) : segment.to;
  }
}

/** The identity map (nothing rewritten). */
export function unchanged(text: string): MappedText {
  return { text, sourceStart: (i) => Math.min(i, text.length), sourceEnd: (i) => Math.min(i, text.length) };
}

/** `second` rewrites `first.text`; the result maps straight back to `first`'s source. */
export function composeMaps(first: MappedText, second: MappedText): MappedText {
  return {
    text: second.text,
    sourceStart: (i) => first.sourceStart(second.sourceStart(i)),
    sourceEnd: (i) => first.sourceEnd(second.sourceEnd(i)),
  };
}
