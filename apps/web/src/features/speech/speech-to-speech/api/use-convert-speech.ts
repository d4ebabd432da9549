import { historyItemFileName } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { queryKeys } from "#lib/query-keys";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { newPlayerItemId } from "#features/speech/player/player-item";
import { STS_OUTPUT_FORMAT, convertSpeech, type ConvertSpeechInput, type ConvertedSpeech } from "./convert-speech";

export interface ConvertRequest extends ConvertSpeechInput {
  voiceName: string;
}

export interface Conversion extends ConvertedSpeech {
  fileName: string;
  voiceName: string;
  sourceName: string;
}

/** The source file's name without its extension ("Stella call.wav" -> "Stella call"). */
function baseName(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * Converts speech (POST /v1/speech-to-speech/{voice_id}) and plays the result in the persistent
 * player as a `speech-to-speech` item. Failures are not toasted: the page shows the server's words
 * under the form. The user (its checklist and characters) and the history are read again after a
 * conversion. A synchronous guard makes a double click send one request; leaving the page aborts it.
 */
export function useConvertSpeech() {
  const queryClient = useQueryClient();
  const player = usePlayer();
  const inFlight = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ request, signal }: { request: ConvertRequest; signal: AbortSignal }): Promise<Conversion> => {
      const converted = await convertSpeech(request, signal);
      const fileName = historyItemFileName({
        voiceName: request.voiceName,
        text: baseName(request.file.name),
        dateUnix: Math.floor(Date.now() / 1000),
        extension: STS_OUTPUT_FORMAT,
      });
      return { ...converted, fileName, voiceName: request.voiceName, sourceName: request.file.name };
    },
    onSuccess: (conversion) => {
      player.load({
        id: newPlayerItemId("sts"),
        type: "speech-to-speech",
        src: URL.createObjectURL(conversion.audio),
        ownsSrc: true,
        fileName: conversion.fileName,
        title: `${baseName(conversion.sourceName)} → ${conversion.voiceName}`,
        voiceName: conversion.voiceName,
        historyItemId: conversion.historyItemId,
        autoStart: true,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
    onSettled: () => {
      inFlight.current = null;
    },
  });

  const { mutate } = mutation;
  const convert = useCallback(
    (request: ConvertRequest) => {
      if (inFlight.current) return;
      // Claimed before the mutation starts, so a second click in the same tick sends nothing.
      const controller = new AbortController();
      inFlight.current = controller;
      mutate({ request, signal: controller.signal });
    },
    [mutate],
  );
  /** Stops the conversion in flight (leaving the page); stable, so an effect's cleanup can call it. */
  const abort = useCallback(() => inFlight.current?.abort(), []);

  return {
    convert,
    abort,
    isPending: mutation.isPending,
    error: mutation.error,
    result: mutation.data ?? null,
    reset: mutation.reset,
  };
}
