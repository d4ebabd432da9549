import type { HistoryItem } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useNavigate } from "react-router";
import { useUser } from "#features/accounts/user/api/use-user";
import { useGenerateSpeech } from "#features/speech/tts/api/use-generate-speech";
import { storeTtsDraft } from "#features/speech/tts/hooks/use-tts-draft";
import { rememberTtsSelections } from "#features/speech/tts/hooks/use-tts-selections";
import { useGenerateDialogue } from "#features/speech/text-to-dialogue/api/use-generate-dialogue";
import { rememberDialogue } from "#features/speech/text-to-dialogue/hooks/use-dialogue-lines";
import { rememberTtsMode } from "#features/speech/text-to-dialogue/hooks/use-tts-mode";

/**
 * A history item's two ways back to text to speech: "Use these settings" opens the page with the
 * item's text (the workspace's draft), voice, model and settings (a dialogue: Dialogue mode with its
 * lines); "Regenerate" generates the same again at once and plays it in the player (a new history item).
 */
export function useReuseHistoryItem() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { generate, isPending } = useGenerateSpeech();
  const dialogue = useGenerateDialogue();

  return {
    useSettings(item: HistoryItem) {
      if (item.dialogue) rememberDialogue(item.dialogue);
      else if (user) storeTtsDraft(user.workspace_id, item.text);
      rememberTtsMode(item.dialogue ? "dialogue" : "text");
      rememberTtsSelections({ voiceId: item.voice_id, modelId: item.model_id, settings: item.settings });
      void navigate(APP_ROUTES.textToSpeech);
    },
    regenerate(item: HistoryItem) {
      if (item.dialogue) return dialogue.generate({ inputs: item.dialogue.map(({ text, voice_id }) => ({ text, voice_id })), modelId: item.model_id });
      generate({ voiceId: item.voice_id, voiceName: item.voice_name, text: item.text, modelId: item.model_id, settings: item.settings });
    },
    regenerating: isPending || dialogue.isPending,
  };
}
