import type { SampleAudioResponse, SpeakerAudioResponse } from "@vocable/contract";
import { apiJson } from "../../../lib/api-client";
import { base64AudioBlob } from "../base64-audio";

const samplePath = (voiceId: string, sampleId: string) => `/v1/voices/pvc/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}`;

/** GET …/samples/{sample_id}/audio: the sample as kept (trimmed), base64 WAV, as a Blob to play. */
export async function fetchPvcSampleAudio(voiceId: string, sampleId: string, signal?: AbortSignal): Promise<Blob> {
  const audio = await apiJson<ReturnType<(typeof SampleAudioResponse)["parse"]>>(`${samplePath(voiceId, sampleId)}/audio`, { signal });
  return base64AudioBlob(audio.audio_base_64, audio.media_type);
}

/** GET …/samples/{sample_id}/speakers/{speaker_id}/audio: one speaker's turns, base64 WAV, as a Blob to play. */
export async function fetchSpeakerAudio(voiceId: string, sampleId: string, speakerId: string, signal?: AbortSignal): Promise<Blob> {
  const audio = await apiJson<ReturnType<(typeof SpeakerAudioResponse)["parse"]>>(`${samplePath(voiceId, sampleId)}/speakers/${encodeURIComponent(speakerId)}/audio`, { signal });
  return base64AudioBlob(audio.audio_base_64, audio.media_type);
}
