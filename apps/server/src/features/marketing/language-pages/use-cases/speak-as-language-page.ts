import type { LanguagePageEntry } from "@vocable/domain";
import { encodeAll, parseOutputFormat } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";

const MP3 = parseOutputFormat("mp3_44100_128")!;

/** The speech pool's owner for the public pages: one lane shared by every visitor, so visitors never crowd out a workspace. */
export const PUBLIC_PAGES_OWNER = "public-pages";

/** `text` spoken by the page's speaker (its voice, in the language or variant the row names), as MP3. */
export async function speakAsLanguagePage(deps: Pick<AppDeps, "speech">, entry: LanguagePageEntry, text: string, signal?: AbortSignal): Promise<Uint8Array> {
  const { voiceId, reads } = entry.speaker;
  try {
    const result = await deps.speech.synthesize({ text, voiceId, languageCode: reads, owner: PUBLIC_PAGES_OWNER }, signal);
    return encodeAll(MP3, result.samples, result.sampleRate);
  } catch (err) {
    throw speechError(err);
  }
}
