import { buildVoiceTrack, libraryVoiceForSpeaker, voiceForSpeaker, type LineVoice, type SpeakerVoice } from "@vocable/speech";
import type { DubSegmentRow, DubSpeaker, DubSpeakerVoice } from "#db/schema/index";
import type { StepContext } from "../run-dub";
import { dubKey } from "../dub-workspace";
import { DUB_SAMPLE_RATE } from "./prepare-source";

/** At most this much of a speaker's speech is measured for their voice. */
const VOICE_SAMPLE_SECONDS = 30;

/** A speaker's speech: their segments of the separated speech, one after another, up to {@link VOICE_SAMPLE_SECONDS}. */
export function turnsOf(speech: Int16Array, segments: readonly DubSegmentRow[], speaker: string): Int16Array {
  const parts: Int16Array[] = [];
  let length = 0;
  for (const s of segments.filter((x) => x.speaker === speaker)) {
    const part = speech.subarray(Math.floor(s.start * DUB_SAMPLE_RATE), Math.ceil(s.end * DUB_SAMPLE_RATE));
    parts.push(part);
    length += part.length;
    if (length >= VOICE_SAMPLE_SECONDS * DUB_SAMPLE_RATE) break;
  }
  const out = new Int16Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Two tracks summed, clipped to 16 bits. */
export function mixTracks(a: Int16Array, b: Int16Array | null): Int16Array {
  if (!b) return a;
  const out = new Int16Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.max(-32768, Math.min(32767, a[i]! + (b[i] ?? 0)));
  return out;
}

/** Where a segment's dubbed clip in a language is stored. */
export function clipKey(dub: StepContext["dub"], language: string, segmentId: string): string {
  return dubKey(dub, `clips/${language}/${segmentId}.wav`);
}

/** A voice made for a speaker, as the resource keeps it (an embedded reshaping kept; a reference clip not, the voice made again when needed). */
export function storedVoice(made: SpeakerVoice, fromTrack: boolean): DubSpeakerVoice {
  const rendering = made.rendering?.kind === "embedded" ? made.rendering : undefined;
  return { voiceId: made.voiceId, label: made.label, fromTrack, ...(rendering ? { rendering } : {}), ...(made.rendering && !rendering ? { remake: true } : {}) };
}

/** The voice a line of the speaker is spoken with in `language`, as stored (its reshaping and the studio's settings). */
export function lineVoiceOf(speaker: DubSpeaker, voice: DubSpeakerVoice): LineVoice {
  const { settings } = speaker;
  const voiceSettings = settings && { stability: settings.stability, similarityBoost: settings.similarity, style: settings.style };
  return { voiceId: voice.voiceId, rendering: voice.rendering, voiceSettings };
}

/**
 * Gives each speaker a voice in each target language (their own voice approximated from their
 * speech, or with disable_voice_cloning the nearest library voice), speaks each line with it
 * fitted to the line's place, and mixes the lines over the background (unless
 * drop_background_audio): one WAV per language, stored for rendering.
 */
export async function voiceLines({ deps, dub, files, signal, progress }: StepContext) {
  const speech = await files.getPcm(dubKey(dub, "speech.wav"), DUB_SAMPLE_RATE, signal);
  const background = dub.options.dropBackgroundAudio ? null : await files.getPcm(dubKey(dub, "background.wav"), DUB_SAMPLE_RATE, signal);
  const totalSeconds = speech.length / DUB_SAMPLE_RATE;
  const segments = dub.resource.segments.map((s) => ({ ...s, translations: { ...s.translations } }));
  let speakers: DubSpeaker[] = dub.resource.speakers;
  for (const [li, language] of dub.targetLanguages.entries()) {
    const share = (f: number) => 0.4 + (0.45 * (li + f)) / dub.targetLanguages.length;
    await progress(share(0), `Finding the speakers' voices in ${language}`);
    const voices = new Map<string, LineVoice>();
    const before = speakers;
    speakers = [];
    for (const speaker of before) {
      const turns = { samples: turnsOf(speech, segments, speaker.id), sampleRate: DUB_SAMPLE_RATE };
      const chosen = dub.options.disableVoiceCloning
        ? await libraryVoiceForSpeaker(deps.speech, turns, { language, signal })
        : await voiceForSpeaker(deps.speech, turns, { language, signal });
      // An approximation's reshaping is kept to speak the speaker's lines again the same way (a
      // reference clip is not: such a voice is made again from the track when a line is re-dubbed).
      const voice = storedVoice(chosen, !dub.options.disableVoiceCloning);
      const kept = { ...speaker, voiceId: chosen.voiceId, voiceLabel: chosen.label, voices: { ...speaker.voices, [language]: voice } };
      voices.set(speaker.id, { ...lineVoiceOf(kept, voice), rendering: chosen.rendering });
      speakers.push(kept);
    }
    const lines = segments.map((s) => ({ speaker: s.speaker, start: s.start, end: s.end, text: s.translations[language]?.text ?? s.text }));
    const track = await buildVoiceTrack(deps.speech, {
      lines,
      voices,
      language,
      sampleRate: DUB_SAMPLE_RATE,
      totalSeconds,
      owner: dub.workspaceId,
      signal,
      onLine: (done, total) => void progress(share(0.1 + (0.9 * done) / Math.max(total, 1)), `Voicing the lines in ${language} (${done} of ${total})`).catch(() => {}),
    });
    for (const [i, placed] of track.lines.entries()) {
      const segment = segments[i]!;
      const clip = track.clips[i]!;
      if (clip.length > 0) await files.putPcm(clipKey(dub, language, segment.id), clip, DUB_SAMPLE_RATE);
      segment.translations[language] = { text: lines[i]!.text, start: placed.start, end: placed.end, warning: placed.warning, clip: clip.length > 0, stale: false };
    }
    await files.putPcm(dubKey(dub, `dub-${language}.wav`), mixTracks(track.samples, background), DUB_SAMPLE_RATE);
  }
  return { resource: { ...dub.resource, speakers, segments } };
}
