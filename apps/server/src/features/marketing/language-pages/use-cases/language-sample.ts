import { createHash } from "node:crypto";
import type { LanguagePageEntry } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import type { ByteSource } from "#platform/storage/byte-source";
import type { PreviewCache } from "#features/voices/voices/preview-cache";
import { speakAsLanguagePage } from "./speak-as-language-page";

/**
 * The page's sample: its placeholder text spoken by its speaker, rendered once and kept with the
 * voices' previews. The key holds a hash of what is spoken, so a changed row renders anew.
 */
export function languageSampleKey(entry: LanguagePageEntry): string {
  const { voiceId, reads } = entry.speaker;
  const hash = createHash("sha256").update(JSON.stringify([voiceId, reads ?? null, entry.placeholderText])).digest("hex").slice(0, 16);
  return `language-page-${entry.audioSrc}-${hash}`;
}

/** The sample MP3 as a range-addressable file, rendered on first request. */
export function languageSample(deps: Pick<AppDeps, "speech">, previews: PreviewCache, entry: LanguagePageEntry): Promise<ByteSource> {
  return previews.source(languageSampleKey(entry), () => speakAsLanguagePage(deps, entry, entry.placeholderText));
}
