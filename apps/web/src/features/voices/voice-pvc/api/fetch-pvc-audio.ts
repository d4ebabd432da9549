import { api, data } from "#lib/api";
import { base64AudioBlob } from "../base64-audio";

/** GET …/samples/{sample_id}/audio: the sample as kept (trimmed), base64 WAV, as a Blob to play. */
export async function fetchPvcSampleAudio(voiceId: string, sampleId: string, signal?: AbortSignal): Promise<Blob> {
  const audio = await data(api.GET("/v1/voices/pvc/{voice_id}/samples/{sample_id}/audio", { params: { path: { voice_id: voiceId, sample_id: sampleId } }, signal }));
  return base64AudioBlob(audio.audio_base_64, audio.media_type);
}

/** GET …/samples/{sample_id}/speakers/{speaker_id}/audio: one speaker's turns, base64 WAV, as a Blob to play. */
export async function fetchSpeakerAudio(voiceId: string, sampleId: string, speakerId: string, signal?: AbortSignal): Promise<Blob> {
  const audio = await data(
    api.GET("/v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers/{speaker_id}/audio", {
      params: { path: { voice_id: voiceId, sample_id: sampleId, speaker_id: speakerId } },
      signal,
    }),
  );
  return base64AudioBlob(audio.audio_base_64, audio.media_type);
}
