import { useQuery } from "@tanstack/react-query";
import { modelsQueryOptions } from "#features/speech/tts/api/models-query";
import { voiceChangerModels } from "../sts-selections";

/** The speech-to-speech models (GET /v1/models' `can_do_voice_conversion`). */
export function useStsModels() {
  return useQuery({ ...modelsQueryOptions, select: voiceChangerModels });
}
