import { historyItemFileName, type DialogueLine } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { queryKeys } from "#lib/query-keys";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { newPlayerItemId, type PlayerItem } from "#features/speech/player/player-item";
import { supportsStreamingPlayback } from "#features/speech/player/stream/media-source-feed";
import { showGenerateError } from "#features/speech/tts/api/generate-error";
import { TTS_OUTPUT_FORMAT } from "#features/speech/tts/api/generate-speech";
import { dialogueSubtitle, dialogueTitle } from "../dialogue-lines";
import { generateDialogue, type GenerateDialogueInput, type GeneratedDialogue } from "./generate-dialogue";

/** The answer, either to play while it arrives or (browsers without MSE) read whole. */
type Generated =
  | { kind: "stream"; speech: GeneratedDialogue; controller: AbortController }
  | { kind: "whole"; speech: GeneratedDialogue; audio: Blob };

/** The lines' texts as one text (the feedback dialog's length rule, the quota toast). */
const textOf = (lines: readonly DialogueLine[]) => lines.map((line) => line.text).join("\n");

/** The player item of a dialogue; `src` is filled in by the caller (or by the player, for a stream). */
function playerItemFor(historyItemId: string | null, request: GenerateDialogueInput, src: string): PlayerItem {
  return {
    id: newPlayerItemId("dialogue"),
    type: "text-to-speech",
    src,
    ownsSrc: src !== "",
    // Known once the history item is found (the player polls for it); without one, save as is.
    fileName: historyItemId
      ? null
      : historyItemFileName({ voiceName: "Dialogue", text: textOf(request.inputs), dateUnix: Math.floor(Date.now() / 1000), extension: TTS_OUTPUT_FORMAT }),
    title: dialogueTitle(request.inputs),
    voiceName: dialogueSubtitle(request.inputs.length),
    historyItemId,
    text: textOf(request.inputs),
    autoStart: true,
  };
}

/**
 * Generates a dialogue and plays it in the persistent player while it is generated, as text to
 * speech does (`useGenerateSpeech`): the player says at once that speech is coming, Generate is
 * available again once the headers arrive (pressing it stops the running stream), a double click
 * sends one request, failures are the TTS page's toasts, and the history is read again.
 */
export function useGenerateDialogue() {
  const player = usePlayer();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: async (request: GenerateDialogueInput): Promise<Generated> => {
      const controller = new AbortController();
      const speech = await generateDialogue(request, controller.signal);
      if (supportsStreamingPlayback(speech.contentType)) return { kind: "stream", speech, controller };
      return { kind: "whole", speech, audio: await new Response(speech.body).blob() };
    },
    onSuccess: (result, request) => {
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
    // The quota toast counts the lines' characters together, as the server charged them.
    onError: (error, request) => void showGenerateError(queryClient, error, request.inputs.map((line) => line.text).join("")),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    generate(request: GenerateDialogueInput) {
      if (inFlight.current) return;
      inFlight.current = true;
      const pending: PlayerItem = { ...playerItemFor(null, request, ""), fileName: null, pending: true };
      player.prepare(pending);
      mutation.mutate(request, { onError: () => player.discard(pending.id) });
    },
    isPending: mutation.isPending,
  };
}
