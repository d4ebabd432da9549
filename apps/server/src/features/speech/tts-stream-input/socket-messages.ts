import type { CharacterAlignment, SocketAlignment, SocketError } from "@vocable/contract";
import { AppError } from "#platform/errors";

/** Close codes: 1000 done, 1008 the client broke a rule (a bad message, auth, quota), 1011 the server failed. */
export const CLOSE_NORMAL = 1000;
export const CLOSE_POLICY = 1008;
export const CLOSE_SERVER_ERROR = 1011;

/** A failure the socket tells the client (as a message) before closing with `closeCode`. */
export class SocketFailure extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly closeCode = CLOSE_POLICY,
  ) {
    super(message);
  }
}

/** What the client is told for `err`, and the close code: the ElevenLabs message and error name. */
export function socketError(err: unknown): SocketError {
  if (err instanceof SocketFailure) return { message: err.message, error: err.error, code: err.closeCode };
  if (err instanceof AppError) return { message: err.message, error: err.code, code: err.status < 500 ? CLOSE_POLICY : CLOSE_SERVER_ERROR };
  return { message: "The generation failed; what was not spoken was not charged.", error: "generation_failed", code: CLOSE_SERVER_ERROR };
}

/**
 * A piece's alignment as the socket sends it: milliseconds relative to the message's audio, which
 * starts `offset` seconds into its generation (a character that began before it starts at 0).
 */
export function socketAlignment(a: CharacterAlignment, offset: number): SocketAlignment {
  const starts = a.character_start_times_seconds.map((s) => Math.max(s, offset));
  return {
    chars: a.characters,
    charStartTimesMs: starts.map((s) => Math.round((s - offset) * 1000)),
    charDurationsMs: a.character_end_times_seconds.map((e, i) => Math.max(0, Math.round((e - starts[i]) * 1000))),
  };
}

/** A close reason fits in a control frame (123 bytes). */
export function closeReason(message: string): string {
  const bytes = Buffer.from(message);
  return bytes.length <= 123 ? message : `${bytes.subarray(0, 120).toString("utf8").replace(/\uFFFD$/, "")}...`;
}
