import type { SpeechService } from "@vocable/speech";
import { AppError } from "#platform/errors";
import { chooseRecognizer } from "#features/speech/speech-to-text/use-cases/choose-recognizer";

/** The dub's languages as they will be worked: the source (assumed when auto), and what was assumed. */
export interface DubLanguages {
  source: string;
  warnings: string[];
}

/**
 * Checks that this server can make the dub before anything is stored or charged: a recogniser for
 * the source (auto: the best recogniser's language, said to be assumed, as none here identifies
 * languages), a voice that speaks the target, and for a dub into another language a translation
 * engine for the pair. Each refusal names what is missing.
 */
export function chooseDubLanguages(speech: SpeechService, source: string, target: string): DubLanguages {
  const recognizer = chooseRecognizer(speech.engines, "scribe_v1", source === "auto" ? undefined : source);
  const warnings = source === "auto" ? [`The source language was taken to be ${recognizer.language}: no installed speech recogniser identifies languages. Name it in source_lang when it is another.`] : [];
  if (!speech.voices.all().some((v) => v.language === target && !v.convertsOnly)) {
    throw new AppError("unsupported_language", 400, `No voice on this server speaks ${target}, so nothing can be dubbed into it. An operator can add voices for it (README, "Adding engines").`);
  }
  if (recognizer.language !== target && !speech.engines.translator(recognizer.language, target)) {
    throw new AppError(
      "no_translation_engine",
      400,
      `Dubbing ${recognizer.language} into ${target} needs a translation engine, and none installed here translates that pair. An operator can add one (an OpenAI-compatible chat server or LibreTranslate: README, "Adding engines"); a dub into ${recognizer.language} itself re-voices the speech without one.`,
    );
  }
  return { source: recognizer.language, warnings };
}
