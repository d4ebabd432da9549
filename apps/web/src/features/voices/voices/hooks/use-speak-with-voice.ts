import { APP_ROUTES } from "@vocable/domain";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { rememberTtsVoice } from "#features/speech/tts/hooks/use-tts-selections";

/**
 * "Use": opens text to speech with this voice chosen. The page restores its voice from local
 * storage, so the choice is stored first, then the page is opened.
 */
export function useSpeakWithVoice() {
  const navigate = useNavigate();
  return useCallback(
    (voiceId: string) => {
      rememberTtsVoice(voiceId);
      void navigate(APP_ROUTES.textToSpeech);
    },
    [navigate],
  );
}
