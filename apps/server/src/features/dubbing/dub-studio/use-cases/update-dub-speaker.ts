import type { DubSpeaker } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { resolveSpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";
import type { DubRow } from "#features/dubbing/dubs/repo";
import { requireSpeaker, selectLanguages, staleLines } from "./select-segments";
import { editDubResource } from "./edit-dub-resource";

/** The speaker's voice made from their own track (the approximation the dub made). */
export const TRACK_CLONE = "track-clone";

export interface SpeakerChange {
  speaker_name?: string;
  voice_id?: string;
  voice_stability?: number;
  voice_similarity?: number;
  voice_style?: number;
  languages?: string[];
}

/** The voice asked for, checked: track-clone, or a voice the workspace may speak with (404/403/409 otherwise). */
async function chosenVoice(deps: Pick<AppDeps, "db" | "speech" | "storage">, principal: Principal, voiceId: string | undefined) {
  if (voiceId === undefined || voiceId === TRACK_CLONE) return voiceId;
  if (voiceId === "clip-clone") {
    throw new AppError("invalid_request", 400, "clip-clone (a voice cloned from each clip) is not made by this server: use track-clone (the speaker's voice approximated from their whole track) or a voice id.");
  }
  return resolveSpeakingVoice(deps, principal, voiceId);
}

/** The speaker with the change applied in `languages`: its name, settings, and voice (a chosen one, or track-clone: made again from the track when next dubbed). */
function changedSpeaker(speaker: DubSpeaker, change: SpeakerChange, voice: Awaited<ReturnType<typeof chosenVoice>>, languages: readonly string[]): DubSpeaker {
  const voices = { ...speaker.voices };
  for (const language of languages) {
    if (voice === TRACK_CLONE) delete voices[language];
    else if (voice) voices[language] = { voiceId: voice.voiceId, label: `${voice.name}, chosen in the studio`, fromTrack: false };
  }
  const settings = { ...speaker.settings };
  if (change.voice_stability !== undefined) settings.stability = change.voice_stability;
  if (change.voice_similarity !== undefined) settings.similarity = change.voice_similarity;
  if (change.voice_style !== undefined) settings.style = change.voice_style;
  return { ...speaker, name: change.speaker_name ?? speaker.name, voices, settings };
}

/** Whether the change alters how the speaker sounds (their lines' clips go stale). */
const changesSound = (change: SpeakerChange) => change.voice_id !== undefined || change.voice_stability !== undefined || change.voice_similarity !== undefined || change.voice_style !== undefined;

/**
 * PATCH …/speaker/{speaker_id}: renames the speaker and sets their voice (in `languages`, every
 * target language when none) and its settings; the speaker's clips there go stale, to be dubbed again.
 */
export async function updateDubSpeaker(deps: Pick<AppDeps, "db" | "speech" | "storage">, principal: Principal, dubId: string, speakerId: string, change: SpeakerChange) {
  const voice = await chosenVoice(deps, principal, change.voice_id);
  return editDubResource(deps, principal, dubId, (dub) => {
    const speaker = requireSpeaker(dub, speakerId);
    const languages = selectLanguages(dub, change.languages);
    const speakers = dub.resource.speakers.map((s) => (s.id === speakerId ? changedSpeaker(speaker, change, voice, languages) : s));
    const segments = changesSound(change) ? dub.resource.segments.map((s) => (s.speaker === speakerId ? staleLines(s, languages) : s)) : dub.resource.segments;
    return { resource: { ...dub.resource, speakers, segments } };
  });
}

/** The next free speaker id (speaker_0, speaker_1…). */
function nextSpeakerId(dub: DubRow): string {
  const taken = new Set(dub.resource.speakers.map((s) => s.id));
  for (let n = dub.resource.speakers.length; ; n++) if (!taken.has(`speaker_${n}`)) return `speaker_${n}`;
}

/** POST …/speaker: a new speaker (for segments moved to them or made for them), with a name, a voice and settings. */
export async function createDubSpeaker(deps: Pick<AppDeps, "db" | "speech" | "storage">, principal: Principal, dubId: string, change: Omit<SpeakerChange, "languages">) {
  const voice = await chosenVoice(deps, principal, change.voice_id);
  let id = "";
  const edited = await editDubResource(deps, principal, dubId, (dub) => {
    id = nextSpeakerId(dub);
    const speaker = changedSpeaker({ id, voiceId: null, voiceLabel: null }, change, voice, dub.targetLanguages);
    return { resource: { ...dub.resource, speakers: [...dub.resource.speakers, speaker] } };
  });
  return { version: edited.version, speaker_id: id };
}
