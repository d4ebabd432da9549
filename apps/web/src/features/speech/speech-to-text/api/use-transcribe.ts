import type { SpeechToTextAccepted } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";

/** The recognition model the web app asks for; the server maps it to the best installed recogniser. */
export const TRANSCRIPTION_MODEL_ID = "scribe_v1";

export interface TranscribeInput {
  file: File;
  /** ISO 639-1 code; empty or undefined lets the recogniser decide. */
  languageCode?: string;
}

/** The multipart form of POST /v1/speech-to-text: asynchronous, with word timestamps. */
export function transcribeForm({ file, languageCode }: TranscribeInput): FormData {
  const form = new FormData();
  form.append("model_id", TRANSCRIPTION_MODEL_ID);
  if (languageCode) form.append("language_code", languageCode);
  form.append("timestamps_granularity", "word");
  form.append("async", "true");
  // Last, so the server has read every other field when the (possibly long) audio arrives.
  form.append("file", file, file.name);
  return form;
}

/**
 * POST /v1/speech-to-text with `async=true`: answers at once with the transcription id; the
 * transcript is then polled (`useTranscript`). Failures are not toasted: the form shows them where
 * the upload was (the "no recogniser installed" answer explains what an operator must do). A
 * synchronous in-flight guard makes a double click send one upload.
 */
export function useTranscribe() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    // Still on apiJson: the OpenAPI document answers this call with the synchronous transcript or
    // the accepted id (it depends on the form's `async`); with async=true it is always the latter.
    mutationFn: (input: TranscribeInput) =>
      apiJson<SpeechToTextAccepted>("/v1/speech-to-text", { method: "POST", body: transcribeForm(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.transcriptList }),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    transcribe(input: TranscribeInput, options?: { onSuccess?: (accepted: SpeechToTextAccepted) => void }) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(input, options);
    },
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
