import { useQuery } from "@tanstack/react-query";
import { modelsQueryOptions } from "./models-query";

/** Text-to-speech models. */
export function useModels() {
  return useQuery({ ...modelsQueryOptions, select: (models) => models.filter((m) => m.can_do_text_to_speech) });
}
