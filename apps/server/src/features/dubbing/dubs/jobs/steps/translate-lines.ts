import type { StepContext } from "../run-dub";

/**
 * Each segment's line in each target language: as it is for the source language (re-voicing),
 * else through the best installed translation engine for the pair (all of a language's lines in
 * one request, which the engine cuts into batches), with the target accent as context when asked.
 */
export async function translateLines({ deps, dub, signal, progress }: StepContext) {
  const source = dub.sourceLanguage ?? "en";
  const segments = dub.resource.segments.map((s) => ({ ...s, translations: { ...s.translations } }));
  for (const [i, language] of dub.targetLanguages.entries()) {
    await progress(0.32 + (0.08 * i) / dub.targetLanguages.length, `Translating into ${language}`);
    let texts = segments.map((s) => s.text);
    if (language !== source && texts.length > 0) {
      const translator = deps.speech.engines.translator(source, language);
      if (!translator?.translate) throw new Error(`No translation engine for ${source} to ${language} is installed any more.`);
      const context = dub.options.targetAccent ? `Spoken lines of a video, to be dubbed; prefer the ${dub.options.targetAccent} accent and usage.` : "Spoken lines of a video, to be dubbed.";
      texts = (await translator.translate({ texts, from: source, to: language, context, signal })).texts;
    }
    segments.forEach((s, j) => (s.translations[language] = { text: texts[j] ?? s.text, start: s.start, end: s.end, warning: null }));
  }
  return { resource: { ...dub.resource, segments } };
}
