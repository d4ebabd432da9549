import { historyItemFileName, type DialogueLine } from "@vocable/domain";
import { newPlayerItemId, type PlayerItem } from "#features/speech/player/player-item";
import { TTS_OUTPUT_FORMAT, type StreamedAnswer } from "#features/speech/tts/api/generate-speech";
import { useStreamToPlayer } from "#features/speech/tts/api/use-stream-to-player";
import { dialogueSubtitle, dialogueTitle } from "../dialogue-lines";
import { generateDialogue, type GenerateDialogueInput } from "./generate-dialogue";

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

/** Generates a dialogue and plays it in the persistent player while it is spoken (see useStreamToPlayer). */
export function useGenerateDialogue() {
  return useStreamToPlayer<GenerateDialogueInput, StreamedAnswer>({
    start: generateDialogue,
    itemFor: playerItemFor,
    // The quota toast counts the lines' characters together, as the server charged them.
    textOf: (request) => request.inputs.map((line) => line.text).join(""),
  });
}
