import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { queryKeys } from "#lib/query-keys";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import type { PlayerItem } from "#features/speech/player/player-item";
import { supportsStreamingPlayback } from "#features/speech/player/stream/media-source-feed";
import { showGenerateError } from "./generate-error";
import type { StreamedAnswer } from "./generate-speech";

/** The answer, either to play while it arrives or (browsers without MSE) read whole. */
type Played<Answer> = { kind: "stream"; answer: Answer; controller: AbortController } | { kind: "whole"; answer: Answer; audio: Blob };

/** How one kind of generation (text to speech, text to dialogue) is started and shown in the player. */
export interface StreamToPlayer<Request, Answer extends StreamedAnswer> {
  start(request: Request, signal: AbortSignal): Promise<Answer>;
  /** The player item; `src` is filled in by the caller (or by the player, for a stream). */
  itemFor(historyItemId: string | null, request: Request, src: string): PlayerItem;
  /** The text the quota toast counts (all of it, as the server charged it). */
  textOf(request: Request): string;
  onAnswer?(answer: Answer, request: Request): void;
}

/**
 * Generates and plays in the persistent player while it is generated (Media Source Extensions;
 * browsers without them get the whole file first). The mutation settles when the headers arrive,
 * so Generate is available again while the audio still streams: pressing it stops the running
 * stream (its request is aborted, the server stops) before the next one starts. A synchronous
 * in-flight guard makes a double click send one request.
 */
export function useStreamToPlayer<Request, Answer extends StreamedAnswer>(kind: StreamToPlayer<Request, Answer>) {
  const player = usePlayer();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: async (request: Request): Promise<Played<Answer>> => {
      const controller = new AbortController();
      const answer = await kind.start(request, controller.signal);
      if (supportsStreamingPlayback(answer.contentType)) return { kind: "stream", answer, controller };
      return { kind: "whole", answer, audio: await new Response(answer.body).blob() };
    },
    onSuccess: (result, request) => {
      kind.onAnswer?.(result.answer, request);
      if (result.kind === "stream") {
        const { answer, controller } = result;
        player.load(kind.itemFor(answer.historyItemId, request, ""), { body: answer.body, mimeType: answer.contentType, cancel: () => controller.abort() });
      } else {
        player.load(kind.itemFor(result.answer.historyItemId, request, URL.createObjectURL(result.audio)));
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
    onError: (error, request) => void showGenerateError(queryClient, error, kind.textOf(request)),
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    generate(request: Request) {
      if (inFlight.current) return;
      inFlight.current = true;
      // The player says at once that speech is coming (the first audio can take a second or more),
      // and the generation still streaming stops now, not when the next one plays.
      const pending: PlayerItem = { ...kind.itemFor(null, request, ""), fileName: null, pending: true };
      player.prepare(pending);
      mutation.mutate(request, { onError: () => player.discard(pending.id) });
    },
    isPending: mutation.isPending,
  };
}
