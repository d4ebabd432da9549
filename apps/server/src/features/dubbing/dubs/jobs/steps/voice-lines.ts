import { buildVoiceTrack, libraryVoiceForSpeaker, voiceForSpeaker, type VoiceRendering } from "@vocable/speech";
import type { DubSegmentRow, DubSpeaker } from "#db/schema/index";
import type { StepContext } from "../run-dub";
import { dubKey } from "../dub-workspace";
import { DUB_SAMPLE_RATE } from "./prepare-source";

/** At most this much of a speaker's speech is measured for their voice. */
const VOICE_SAMPLE_SECONDS = 30;

/** A speaker's speech: their segments of the separated speech, one after another, up to {@link VOICE_SAMPLE_SECONDS}. */
function turnsOf(speech: Int16Array, segments: readonly DubSegmentRow[], speaker: string): Int16Array {
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
function mix(a: Int16Array, b: Int16Array | null): Int16Array {
  if (!b) return a;
  const out = new Int16Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.max(-32768, Math.min(32767, a[i]! + (b[i] ?? 0)));
  return out;
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
    const voices = new Map<string, { voiceId: string; rendering?: VoiceRendering }>();
    speakers = [];
    for (const speaker of dub.resource.speakers) {
      const turns = { samples: turnsOf(speech, segments, speaker.id), sampleRate: DUB_SAMPLE_RATE };
      const chosen = dub.options.disableVoiceCloning
        ? await libraryVoiceForSpeaker(deps.speech, turns, { language, signal })
        : await voiceForSpeaker(deps.speech, turns, { language, signal });
      voices.set(speaker.id, chosen);
      speakers.push({ id: speaker.id, voiceId: chosen.voiceId, voiceLabel: chosen.label });
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
    track.lines.forEach((placed, i) => (segments[i]!.translations[language] = { text: lines[i]!.text, start: placed.start, end: placed.end, warning: placed.warning }));
    await files.putPcm(dubKey(dub, `dub-${language}.wav`), mix(track.samples, background), DUB_SAMPLE_RATE);
  }
  return { resource: { ...dub.resource, speakers, segments } };
}
