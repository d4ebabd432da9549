import { dubLine, lineLimit } from "@vocable/speech";
import type { DubLineRow, DubSegmentRow } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import { dubKey, DubWorkspace } from "#features/dubbing/dubs/jobs/dub-workspace";
import { DUB_SAMPLE_RATE } from "#features/dubbing/dubs/jobs/steps/prepare-source";
import { clipKey } from "#features/dubbing/dubs/jobs/steps/voice-lines";
import type { DubRow } from "#features/dubbing/dubs/repo";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { requireSpeaker, selectLanguages, selectSegments } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";
import { SpeakerLineVoices, withMadeVoices } from "./speaker-line-voice";
import { lineKey, translateTexts } from "./translate-dub-segments";

/** Whether a segment's line in a language needs dubbing: no clip, or a stale one. */
const needsDub = (segment: DubSegmentRow, language: string) => !segment.translations[language]?.clip || segment.translations[language]?.stale === true;

/** Each language's lines of the segments, translating those that have none yet. */
async function linesToSpeak(deps: Pick<AppDeps, "speech">, dub: DubRow, segments: readonly DubSegmentRow[], languages: readonly string[], signal: AbortSignal) {
  const texts = new Map<string, string>();
  for (const language of languages) {
    const missing = segments.filter((s) => s.translations[language] === undefined);
    const translated = await translateTexts(deps, dub, missing.map((s) => s.text), language, signal);
    missing.forEach((s, i) => texts.set(lineKey(s.id, language), translated[i] ?? s.text));
    for (const s of segments) if (s.translations[language]) texts.set(lineKey(s.id, language), s.translations[language]!.text);
  }
  return texts;
}

/**
 * POST …/dub: the segments' lines spoken again in the languages (every target language when none
 * is named), each by its speaker's voice there and fitted to its place as the dub fits them; with
 * no segment named, every line whose clip is missing or stale. A line without a translation is
 * translated first. The clips are stored; the dubbed file changes when the language is rendered.
 */
export async function redubSegments(
  deps: Pick<AppDeps, "db" | "storage" | "speech">,
  principal: Principal,
  dubId: string,
  body: { segments: string[]; languages?: string[] },
  signal: AbortSignal,
) {
  const dub = await requireFinishedDub(deps, principal, dubId);
  const languages = selectLanguages(dub, body.languages);
  const segments = body.segments.length ? selectSegments(dub, body.segments) : dub.resource.segments.filter((s) => languages.some((l) => needsDub(s, l)));
  const texts = await linesToSpeak(deps, dub, segments, languages, signal);
  const files = await DubWorkspace.open(deps.storage, dub.id);
  let speech: Promise<Int16Array> | null = null;
  const voices = new SpeakerLineVoices(deps, principal, dub, () => (speech ??= files.getPcm(dubKey(dub, "speech.wav"), DUB_SAMPLE_RATE, signal)), signal);
  const dubbed = new Map<string, DubLineRow>();
  try {
    for (const language of languages) {
      for (const segment of segments) {
        if (body.segments.length === 0 && !needsDub(segment, language)) continue;
        const text = texts.get(lineKey(segment.id, language))!;
        const key = lineKey(segment.id, language);
        if (!text.trim()) {
          await deps.storage.delete(clipKey(dub, language, segment.id));
          dubbed.set(key, { text, start: segment.start, end: segment.start, warning: null, clip: false, stale: false });
          continue;
        }
        const voice = await voices.voiceOf(requireSpeaker(dub, segment.speaker), language);
        const limitSeconds = lineLimit(dub.resource.segments, segment, dub.sourceSeconds);
        const line = { speaker: segment.speaker, start: segment.start, end: segment.end, text };
        const clip = await dubLine(deps.speech, line, { voice, language, sampleRate: DUB_SAMPLE_RATE, limitSeconds, owner: dub.workspaceId, signal }).catch((err: unknown) => Promise.reject(speechError(err)));
        await files.putPcm(clipKey(dub, language, segment.id), clip.samples, DUB_SAMPLE_RATE);
        dubbed.set(key, { text, start: clip.placed.start, end: clip.placed.end, warning: clip.placed.warning, clip: clip.samples.length > 0, stale: false });
      }
    }
  } finally {
    await files.close();
  }
  return editDubResource(deps, principal, dubId, (current) => {
    const next = current.resource.segments.map((s) => {
      const translations = { ...s.translations };
      for (const language of languages) {
        const line = dubbed.get(lineKey(s.id, language));
        const now = translations[language];
        // A line edited while it was dubbed keeps the edit, its clip stale.
        if (!line) continue;
        translations[language] = now && now.text !== line.text ? { ...now, clip: line.clip, stale: true } : line;
      }
      return { ...s, translations };
    });
    return { resource: { ...current.resource, speakers: withMadeVoices(current.resource.speakers, voices.made), segments: next } };
  });
}
