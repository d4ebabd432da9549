import { historyItemFileName } from "@vocable/domain";
import { useState } from "react";
import { newPlayerItemId, type PlayerItem } from "#features/speech/player/player-item";
import { TTS_OUTPUT_FORMAT, generateSpeech, type GenerateSpeechInput, type GeneratedSpeech } from "./generate-speech";
import { useStreamToPlayer } from "./use-stream-to-player";

export interface GenerateRequest extends GenerateSpeechInput {
  voiceName: string;
}

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
 * Generates speech and plays it in the persistent player while it is generated (see
 * useStreamToPlayer); remembers the phoneme rules the last voice could only approximate.
 */
export function useGenerateSpeech() {
  /** The last generation's phoneme rules its voice could only approximate (shown under the form). */
  const [approximated, setApproximated] = useState<{ voiceName: string; rules: string[] } | null>(null);
  const { generate, isPending } = useStreamToPlayer<GenerateRequest, GeneratedSpeech>({
    start: generateSpeech,
    itemFor: playerItemFor,
    textOf: (request) => request.text,
    onAnswer: (speech, request) => setApproximated(speech.approximatedRules.length > 0 ? { voiceName: request.voiceName, rules: speech.approximatedRules } : null),
  });
  return { generate, isPending, approximated };
}
