import type { ACCEPTED_AUDIO_TYPES } from "@vocable/contract";

/** One of the contract's accepted audio types (spec §5). */
export type AcceptedAudioType = (typeof ACCEPTED_AUDIO_TYPES)[number];

/**
 * File extensions and MIME types the file picker offers for each accepted type. The Record type
 * makes this table cover the contract's list: a type added there fails the type check here.
 * Browsers and systems name the same container differently (audio/x-wav, audio/wave), so each
 * type lists the names seen in practice; the server checks the content itself.
 */
export const AUDIO_PICKER_TYPES: Record<AcceptedAudioType, readonly string[]> = {
  aac: [".aac", "audio/aac", "audio/x-aac"],
  aiff: [".aif", ".aiff", "audio/aiff", "audio/x-aiff"],
  ogg: [".ogg", ".oga", "audio/ogg"],
  mp3: [".mp3", ".mpga", "audio/mpeg", "audio/mp3"],
  opus: [".opus", "audio/opus"],
  wav: [".wav", "audio/wav", "audio/x-wav", "audio/wave"],
  webm: [".webm", "audio/webm"],
  flac: [".flac", "audio/flac", "audio/x-flac"],
  mp4: [".mp4", "audio/mp4"],
  m4a: [".m4a", "audio/x-m4a", "audio/m4a"],
};

/** The file input's `accept` attribute. */
export const AUDIO_ACCEPT = Object.values(AUDIO_PICKER_TYPES).flat().join(",");
