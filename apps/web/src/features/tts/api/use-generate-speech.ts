import { historyItemFileName } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";
import { usePlayer } from "../../player/hooks/use-player";
import { newPlayerItemId } from "../../player/player-item";
import { TTS_OUTPUT_FORMAT, generateSpeech, type GenerateSpeechInput } from "./generate-speech";

export interface GenerateRequest extends GenerateSpeechInput {
  voiceName: string;
}

/** Title of a generated item in the player: the start of its text. */
function titleOf(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 80)}…` : oneLine;
}

/**
 * Generates speech and plays it in the persistent player. A synchronous in-flight guard makes a
 * double click send one request, even before React re-renders the disabled button.
 */
export function useGenerateSpeech() {
  const player = usePlayer();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: (request: GenerateRequest) => generateSpeech(request),
    onSuccess: (result, request) => {
      const src = URL.createObjectURL(result.audio);
      player.load({
        id: newPlayerItemId("tts"),
        type: "text-to-speech",
        src,
        ownsSrc: true,
        // Known once the history item is found (the player polls for it); without one, save as is.
        fileName: result.historyItemId
          ? null
          : historyItemFileName({
              voiceName: request.voiceName,
              text: request.text,
              dateUnix: Math.floor(Date.now() / 1000),
              extension: TTS_OUTPUT_FORMAT,
            }),
        title: titleOf(request.text),
        voiceName: request.voiceName,
        historyItemId: result.historyItemId,
        text: request.text,
        autoStart: true,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
    onError: handleError,
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    generate(request: GenerateRequest) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(request);
    },
    isPending: mutation.isPending,
  };
}
