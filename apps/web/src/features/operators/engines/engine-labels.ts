import type { EngineInfo } from "@vocable/contract";

type Capability = EngineInfo["capabilities"][number];
type HealthStatus = EngineInfo["health"]["status"];

/** Each capability of GET /v1/engines in words. */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  text_to_speech: "Text to speech",
  streaming: "Streaming",
  alignment: "Alignment",
  voice_cloning: "Voice cloning",
  voice_design: "Voice design",
  speech_recognition: "Speech recognition",
  diarization: "Diarization",
  voice_conversion: "Voice conversion",
  denoising: "Denoising",
  speaker_embedding: "Speaker embedding",
  voice_activity: "Voice activity",
  sound_generation: "Sound generation",
  translation: "Translation",
};

/** Where an engine runs, in words. */
export const ENGINE_KIND_LABELS: Record<EngineInfo["kind"], string> = {
  embedded: "Embedded",
  local_model: "Local model",
  remote: "Remote",
};

/** The health badge's text. */
export const HEALTH_LABELS: Record<HealthStatus, string> = {
  healthy: "Healthy",
  unhealthy: "Unhealthy",
  unknown: "Not checked yet",
};

const factorFormat = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 2 });
const wholeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A speed-up or slow-down ratio: one decimal below 10 ("2.5"), whole above ("33", "1,200"). */
function ratio(value: number): string {
  return value >= 10 ? wholeFormat.format(value) : oneDecimalFormat.format(value);
}

/**
 * A measured real-time factor (seconds of work per second of audio) for people:
 * 0.03 -> "0.03× real time (33× faster than real time)", 2.5 -> "2.5× real time (2.5× slower
 * than real time)". Null when nothing usable was measured (null, zero, negative, not finite).
 */
export function realTimeFactorText(rtf: number | null): string | null {
  if (rtf === null || !Number.isFinite(rtf) || rtf <= 0) return null;
  const head = `${factorFormat.format(rtf)}× real time`;
  const times = rtf < 1 ? ratio(1 / rtf) : ratio(rtf);
  if (times === "1") return `${head} (as fast as real time)`;
  return `${head} (${times}× ${rtf < 1 ? "faster" : "slower"} than real time)`;
}

/** "1 language", "58 languages". */
export function languageCountText(count: number): string {
  return count === 1 ? "1 language" : `${wholeFormat.format(count)} languages`;
}

/** "1 voice", "140 voices". */
export function voiceCountText(count: number): string {
  return count === 1 ? "1 voice" : `${wholeFormat.format(count)} voices`;
}

let languageNames: Intl.DisplayNames | null | undefined;

/**
 * A language code's English name with the code ("French (fr)"), or the code alone when the
 * runtime has no name for it (or no Intl.DisplayNames at all).
 */
export function languageLabel(code: string): string {
  if (languageNames === undefined) {
    languageNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }) : null;
  }
  let name: string | undefined;
  try {
    name = languageNames?.of(code);
  } catch {
    // Not a well-formed language tag: the code is all there is to show.
  }
  return name && name.toLowerCase() !== code.toLowerCase() ? `${name} (${code})` : code;
}

/** The engine's languages as labels, sorted by name. */
export function languageLabels(codes: readonly string[]): string[] {
  return codes.map(languageLabel).sort((a, b) => a.localeCompare(b, "en"));
}
