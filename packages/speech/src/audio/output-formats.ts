/** Audio codecs Vocable can produce (the ElevenLabs `output_format` families, and OpenAI's aac and flac). */
export type AudioCodec = "mp3" | "pcm" | "wav" | "ulaw" | "alaw" | "opus" | "aac" | "flac";

/** A parsed ElevenLabs `output_format` value. */
export interface OutputFormat {
  id: string;
  codec: AudioCodec;
  sampleRate: number;
  bitrateKbps?: number;
  contentType: string;
  extension: string;
}

/** Every `output_format` value accepted by the API, in ElevenLabs' order. */
export const OUTPUT_FORMAT_IDS: readonly string[] = Object.freeze([
  "mp3_22050_32",
  "mp3_24000_48",
  "mp3_44100_32",
  "mp3_44100_64",
  "mp3_44100_96",
  "mp3_44100_128",
  "mp3_44100_192",
  "mp3_48000_128",
  "mp3_48000_192",
  "mp3_48000_240",
  "mp3_48000_320",
  "pcm_8000",
  "pcm_16000",
  "pcm_22050",
  "pcm_24000",
  "pcm_32000",
  "pcm_44100",
  "pcm_48000",
  "ulaw_8000",
  "alaw_8000",
  "opus_48000_32",
  "opus_48000_64",
  "opus_48000_96",
  "opus_48000_128",
  "opus_48000_192",
  "wav_8000",
  "wav_16000",
  "wav_22050",
  "wav_24000",
  "wav_32000",
  "wav_44100",
  "wav_48000",
]);

const CONTENT_TYPES: Record<AudioCodec, string> = {
  mp3: "audio/mpeg",
  pcm: "audio/pcm",
  wav: "audio/wav",
  ulaw: "audio/basic",
  alaw: "audio/alaw",
  opus: "audio/ogg",
  aac: "audio/aac",
  flac: "audio/flac",
};

/**
 * Formats beyond ElevenLabs' list, for OpenAI's `response_format` aac (ADTS AAC-LC) and flac, at
 * the 24 kHz OpenAI sends; the ElevenLabs routes take them too, as an extension.
 */
export const EXTRA_OUTPUT_FORMAT_IDS: readonly string[] = Object.freeze(["aac_24000_128", "flac_24000"]);

const KNOWN = new Set([...OUTPUT_FORMAT_IDS, ...EXTRA_OUTPUT_FORMAT_IDS]);

/**
 * Parses an `output_format` id such as `mp3_44100_128`. Returns null for
 * anything not in {@link OUTPUT_FORMAT_IDS} or {@link EXTRA_OUTPUT_FORMAT_IDS} (so callers can answer 422).
 */
export function parseOutputFormat(id: string): OutputFormat | null {
  if (!KNOWN.has(id)) return null;
  const [codec, rate, bitrate] = id.split("_") as [AudioCodec, string, string | undefined];
  const format: OutputFormat = {
    id,
    codec,
    sampleRate: Number(rate),
    contentType: CONTENT_TYPES[codec],
    extension: codec,
  };
  if (bitrate !== undefined) format.bitrateKbps = Number(bitrate);
  return format;
}
