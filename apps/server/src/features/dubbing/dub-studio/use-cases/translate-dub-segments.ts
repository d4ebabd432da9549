import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import type { DubRow } from "#features/dubbing/dubs/repo";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { selectLanguages, selectSegments } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

/** The lines of `segments` in `language`: the source's text for the source language, else translated by the best engine for the pair. */
export async function translateTexts(deps: Pick<AppDeps, "speech">, dub: DubRow, texts: string[], language: string, signal: AbortSignal): Promise<string[]> {
  const source = dub.sourceLanguage ?? "en";
  if (language === source || texts.length === 0) return texts;
  const translator = deps.speech.engines.translator(source, language);
  if (!translator?.translate) {
    throw new AppError("no_translation_engine", 400, `Translating ${source} into ${language} needs a translation engine, and none installed here translates that pair (README, "Adding engines").`);
  }
  const context = dub.options.targetAccent ? `Spoken lines of a video, to be dubbed; prefer the ${dub.options.targetAccent} accent and usage.` : "Spoken lines of a video, to be dubbed.";
  try {
    return (await translator.translate({ texts, from: source, to: language, context, signal })).texts;
  } catch (err) {
    throw speechError(err);
  }
}

/** `key` of a segment's line in a language. */
export const lineKey = (segmentId: string, language: string) => `${segmentId}\n${language}`;

/**
 * POST …/translate: the segments' source text translated into the languages (every segment and
 * target language when none is named). A line whose text changed has its clip marked stale.
 */
export async function translateDubSegments(
  deps: Pick<AppDeps, "db" | "speech">,
  principal: Principal,
  dubId: string,
  body: { segments: string[]; languages?: string[] },
  signal: AbortSignal,
) {
  const dub = await requireFinishedDub(deps, principal, dubId);
  const segments = selectSegments(dub, body.segments);
  const languages = selectLanguages(dub, body.languages);
  const translated = new Map<string, { from: string; text: string }>();
  for (const language of languages) {
    const texts = await translateTexts(deps, dub, segments.map((s) => s.text), language, signal);
    segments.forEach((s, i) => translated.set(lineKey(s.id, language), { from: s.text, text: texts[i] ?? s.text }));
  }
  return editDubResource(deps, principal, dubId, (current) => {
    const next = current.resource.segments.map((s) => {
      const translations = { ...s.translations };
      for (const language of languages) {
        const done = translated.get(lineKey(s.id, language));
        // A segment whose source text changed meanwhile keeps its line (translate it again).
        if (!done || done.from !== s.text) continue;
        const line = translations[language];
        if (line?.text === done.text) continue;
        translations[language] = { text: done.text, start: line?.start ?? s.start, end: line?.end ?? s.end, warning: line?.warning ?? null, clip: line?.clip ?? false, stale: true };
      }
      return { ...s, translations };
    });
    return { resource: { ...current.resource, segments: next } };
  });
}
