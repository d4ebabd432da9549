import type { CharacterAlignment } from "@vocable/contract";
import { appendAlignment, createEncoder, emptyAlignment, type AudioEncoder, type OutputFormat, type SpeechChunk } from "@vocable/speech";
import type { AudioSpool } from "../audio-spool";

/** A stream's first piece is sent in two parts, the first this long, so the first bytes do not wait for a whole piece's encoding. */
export const FIRST_AUDIO_SECONDS = 0.25;

/** Encoded audio, and the synthesis chunk it completes (null: a stream's short first part, or the encoder's tail). */
export interface SpeechPiece {
  audio: Uint8Array;
  chunk: SpeechChunk | null;
}

/**
 * The audio step of a generation: takes the synthesis' chunks one at a time, encodes them into
 * the output format, appends the bytes to the generation's spool file, and keeps the alignment of
 * what was produced and, for a stream, of what was handed to the connection (what a client that
 * leaves is charged for). A stream's first chunk is encoded in two parts (FIRST_AUDIO_SECONDS).
 */
export class SpeechPieces {
  /** The character timings of the pieces produced so far. */
  readonly alignment: CharacterAlignment = emptyAlignment();
  /** A stream's pieces handed on so far: their text and timings. */
  readonly delivered = { text: "", alignment: emptyAlignment() };
  private encoder: AudioEncoder | null = null;
  private rest: { samples: Int16Array; chunk: SpeechChunk } | null = null;
  private over = false;

  constructor(
    private readonly chunks: AsyncIterator<SpeechChunk>,
    /** The first chunk, already awaited (its errors are answered with a status code). */
    private pending: IteratorResult<SpeechChunk> | null,
    readonly spool: AudioSpool,
    private readonly opts: {
      format: OutputFormat;
      streaming: boolean;
      /** Runs one encoder call (the caller times it). */
      encode?: (work: Promise<Uint8Array>) => Promise<Uint8Array>;
    },
  ) {}

  /** Whether the last piece was produced, or the encoding was ended. */
  get ended(): boolean {
    return this.over;
  }

  /** The next piece, or null after the last one (the encoder's tail is the last piece). */
  async next(): Promise<SpeechPiece | null> {
    if (this.over) return null;
    if (this.rest) {
      // The rest of a first piece whose head was sent on its own.
      const { samples, chunk } = this.rest;
      this.rest = null;
      return this.encodePiece(samples, chunk);
    }
    const result = this.pending ?? (await this.chunks.next());
    this.pending = null;
    if (result.done) {
      this.over = true;
      const tail = this.encoder ? await this.encode(this.encoder.end()) : new Uint8Array(0);
      await this.spool.append(tail);
      return { audio: tail, chunk: null };
    }
    const chunk = result.value;
    if (!this.encoder) {
      this.encoder = createEncoder(this.opts.format, chunk.sampleRate, { streaming: this.opts.streaming });
      // A stream's first bytes wait for the encoder: encode a short head of the first piece alone.
      const head = Math.round(chunk.sampleRate * FIRST_AUDIO_SECONDS);
      if (this.opts.streaming && chunk.samples.length > head * 2) {
        this.rest = { samples: chunk.samples.subarray(head), chunk };
        return this.encodePiece(chunk.samples.subarray(0, head), null);
      }
    }
    return this.encodePiece(chunk.samples, chunk);
  }

  /** Ends the encoding before the last piece (cancelling the encoder mid-way); false if it had ended. */
  end(): boolean {
    if (this.over) return false;
    this.over = true;
    this.encoder?.cancel();
    return true;
  }

  private encode(work: Promise<Uint8Array>): Promise<Uint8Array> {
    return this.opts.encode ? this.opts.encode(work) : work;
  }

  /** Encodes samples and appends them to the spool; with `chunk`, the piece is complete (alignment, delivered text). */
  private async encodePiece(samples: Int16Array, chunk: SpeechChunk | null): Promise<SpeechPiece> {
    const audio = await this.encode(this.encoder!.write(samples));
    // Ended while this piece was encoding: it is neither kept nor counted as sent.
    if (this.over) return { audio: new Uint8Array(0), chunk: null };
    await this.spool.append(audio);
    if (chunk) {
      appendAlignment(this.alignment, chunk.alignment);
      if (this.opts.streaming) {
        this.delivered.text += chunk.alignment.characters.join("");
        appendAlignment(this.delivered.alignment, chunk.alignment);
      }
    }
    return { audio, chunk };
  }
}
