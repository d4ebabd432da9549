import { libraryVoiceForSpeaker, voiceForSpeaker, type LineVoice } from "@vocable/speech";
import type { DubSpeaker, DubSpeakerVoice } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { resolveSpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";
import type { DubRow } from "#features/dubbing/dubs/repo";
import { lineVoiceOf, storedVoice, turnsOf } from "#features/dubbing/dubs/jobs/steps/voice-lines";
import { DUB_SAMPLE_RATE } from "#features/dubbing/dubs/jobs/steps/prepare-source";

/**
 * The voices a studio call speaks lines with, one per speaker and language, made when first
 * needed: a voice chosen in the studio (resolved as text to speech resolves it, so a voice
 * deleted since is refused clearly), the approximation the dub made (its reshaping kept), or,
 * for a speaker or language without one, a voice made from the speaker's track as the dub makes
 * it. `made` holds the voices made here, for the resource.
 */
export class SpeakerLineVoices {
  readonly made = new Map<string, Record<string, DubSpeakerVoice>>();
  private readonly known = new Map<string, Promise<LineVoice>>();

  constructor(
    private readonly deps: Pick<AppDeps, "db" | "speech" | "storage">,
    private readonly principal: Principal,
    private readonly dub: DubRow,
    /** The separated speech at DUB_SAMPLE_RATE, read when a voice must be made from a track. */
    private readonly speech: () => Promise<Int16Array>,
    private readonly signal: AbortSignal,
  ) {}

  voiceOf(speaker: DubSpeaker, language: string): Promise<LineVoice> {
    const key = `${speaker.id}\n${language}`;
    let voice = this.known.get(key);
    if (!voice) this.known.set(key, (voice = this.make(speaker, language)));
    return voice;
  }

  private async make(speaker: DubSpeaker, language: string): Promise<LineVoice> {
    const stored = speaker.voices?.[language];
    if (stored && !stored.fromTrack) {
      const spoken = await resolveSpeakingVoice(this.deps, this.principal, stored.voiceId);
      return { ...lineVoiceOf(speaker, stored), voiceId: spoken.voiceId, rendering: spoken.rendering };
    }
    if (stored && !stored.remake) return lineVoiceOf(speaker, stored);
    const turns = { samples: turnsOf(await this.speech(), this.dub.resource.segments, speaker.id), sampleRate: DUB_SAMPLE_RATE };
    const options = { language, signal: this.signal };
    const made = this.dub.options.disableVoiceCloning ? await libraryVoiceForSpeaker(this.deps.speech, turns, options) : await voiceForSpeaker(this.deps.speech, turns, options);
    const kept = storedVoice(made, !this.dub.options.disableVoiceCloning);
    this.made.set(speaker.id, { ...this.made.get(speaker.id), [language]: kept });
    return { ...lineVoiceOf(speaker, kept), rendering: made.rendering };
  }
}

/** The speakers with the voices made for them added. */
export function withMadeVoices(speakers: readonly DubSpeaker[], made: ReadonlyMap<string, Record<string, DubSpeakerVoice>>): DubSpeaker[] {
  return speakers.map((s) => {
    const voices = made.get(s.id);
    if (!voices) return s;
    const last = Object.values(voices).at(-1)!;
    return { ...s, voices: { ...voices, ...s.voices }, voiceId: s.voiceId ?? last.voiceId, voiceLabel: s.voiceLabel ?? last.label };
  });
}
