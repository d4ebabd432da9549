import { historyItemFileName } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { queryKeys } from "#lib/query-keys";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { newPlayerItemId, type PlayerItem } from "#features/speech/player/player-item";
import { supportsStreamingPlayback } from "#features/speech/player/stream/media-source-feed";
import { showGenerateError } from "./generate-error";
import { TTS_OUTPUT_FORMAT, generateSpeech, type GenerateSpeechInput, type GeneratedSpeech } from "./generate-speech";

export interface GenerateRequest extends GenerateSpeechInput {
  voiceName: string;
}

/** The answer, either to play while it arrives or (browsers without MSE) read whole. */
type Generated =
  | { kind: "stream"; speech: GeneratedSpeech; controller: AbortController }
  | { kind: "whole"; speech: GeneratedSpeech; audio: Blob };

/** Title of a generated item in the player: the start of its text. */
function titleOf(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 80)}…` : oneLine;
}

/** The player item of a generation; `src` is filled in by the caller (or by the player, for a stream). */
function playerItemFor(historyItemId: string | null, request: GenerateRequest, src: string): PlayerItem {
  return {
    id: newPlayerItemId("tts"),
    type: "text-to-speech",
    src,
    ownsSrc: src !== "",
    // Known once the history item is found (the player polls for it); without one, save as is.
    fileName: historyItemId
      ? null
      : historyItemFileName({
          voiceName: request.voiceName,
          text: request.text,
          dateUnix: Math.floor(Date.now() / 1000),
          extension: TTS_OUTPUT_FORMAT,
        }),
    title: titleOf(request.text),
    voiceName: request.voiceName,
    historyItemId,
    text: request.text,
    autoStart: true,
  };
}

/**
 * Generates speech and plays it in the persistent player while it is generated (Media Source
 * Extensions; browsers without them get the whole file first). The mutation settles when the
 * headers arrive, so Generate is available again while the audio still streams: pressing it stops
 * the running stream (its request is aborted, the server stops) before the next one starts. A
 * synchronous in-flight guard makes a double click send one request.
 */
export function useGenerateSpeech() {
  const player = usePlayer();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  /** The last generation's phoneme rules its voice could only approximate (shown under the form). */
  const [approximated, setApproximated] = useState<{ voiceName: string; rules: string[] } | null>(null);

  const mutation = useMutation({
    mutationFn: async (request: GenerateRequest): Promise<Generated> => {
      const controller = new AbortController();
      const speech = await generateSpeech(request, controller.signal);
      if (supportsStreamingPlayback(speech.contentType)) return { kind: "stream", speech, controller };
      return { kind: "whole", speech, audio: await new Response(speech.body).blob() };
    },
    onSuccess: (result, request) => {
      const rules = result.speech.approximatedRules;
      setApproximated(rules.length > 0 ? { voiceName: request.voiceName, rules } : null);
      if (result.kind === "stream") {
        const { speech, controller } = result;
        player.load(playerItemFor(speech.historyItemId, request, ""), {
          body: speech.body,
          mimeType: speech.contentType,
          cancel: () => controller.abort(),
        });
      } else {
        player.load(playerItemFor(result.speech.historyItemId, request, URL.createObjectURL(result.audio)));
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
    onError: (error, request) => void showGenerateError(queryClient, error, request.text),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    generate(request: GenerateRequest) {
      if (inFlight.current) return;
      inFlight.current = true;
      // The player says at once that speech is coming (the first audio can take a second or more),
      // and the generation still streaming stops now, not when the next one plays.
      const pending: PlayerItem = { ...playerItemFor(null, request, ""), fileName: null, pending: true };
      player.prepare(pending);
      mutation.mutate(request, { onError: () => player.discard(pending.id) });
    },
    isPending: mutation.isPending,
    approximated,
  };
}
