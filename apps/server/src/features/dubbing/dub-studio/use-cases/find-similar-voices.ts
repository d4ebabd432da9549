import { similarLibraryVoices } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { dubKey, DubWorkspace } from "#features/dubbing/dubs/jobs/dub-workspace";
import { DUB_SAMPLE_RATE } from "#features/dubbing/dubs/jobs/steps/prepare-source";
import { turnsOf } from "#features/dubbing/dubs/jobs/steps/voice-lines";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { previewUrl } from "#features/voices/voices/presenter";
import { requireSpeaker } from "./select-segments";

/** Voices offered for a speaker. */
const SIMILAR_VOICES = 10;

/**
 * GET …/speaker/{speaker_id}/similar-voices: the library voices of the dub's languages nearest
 * the speaker's measured pitch, nearest first (what this server can compare a speaker by).
 */
export async function findSimilarVoices(deps: Pick<AppDeps, "db" | "storage" | "speech" | "config">, principal: Principal, dubId: string, speakerId: string, signal: AbortSignal) {
  const dub = await requireFinishedDub(deps, principal, dubId);
  requireSpeaker(dub, speakerId);
  const files = await DubWorkspace.open(deps.storage, dub.id);
  try {
    const speech = await files.getPcm(dubKey(dub, "speech.wav"), DUB_SAMPLE_RATE, signal);
    const turns = { samples: turnsOf(speech, dub.resource.segments, speakerId), sampleRate: DUB_SAMPLE_RATE };
    const voices = await similarLibraryVoices(deps.speech, turns, { languages: dub.targetLanguages, limit: SIMILAR_VOICES, signal });
    return {
      voices: voices.map((v) => ({ voice_id: v.voiceId, name: v.name, category: "premade", description: v.description, preview_url: previewUrl(deps.config.publicUrl, v.voiceId) })),
    };
  } finally {
    await files.close();
  }
}
