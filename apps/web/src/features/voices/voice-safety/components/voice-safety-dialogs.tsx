import { useVoiceSafetyDialogs, type SafetyVoice } from "../hooks/use-voice-safety-dialogs";
import { VoiceBlockedDialog } from "./voice-blocked-dialog";
import { VoiceCaptchaDialog } from "./voice-captcha-dialog";

interface VoiceSafetyDialogsProps {
  /** The voice selected on the page (undefined while the voices load). */
  voice: SafetyVoice | undefined;
  /**
   * Deselects the voice: called with the voice chosen before it ("" when none) after a blocked
   * voice's "Choose another voice" or a cancelled captcha.
   */
  onDeselect: (previousVoiceId: string) => void;
}

/** The voice-blocked and voice-captcha dialogs of the selected voice (spec voices §4). */
export function VoiceSafetyDialogs({ voice, onDeselect }: VoiceSafetyDialogsProps) {
  const { open, answer } = useVoiceSafetyDialogs(voice);
  const dismiss = () => {
    const previous = open?.previousVoiceId ?? "";
    answer("dismissed");
    onDeselect(previous);
  };
  return (
    <>
      <VoiceBlockedDialog voiceName={open?.dialog === "voiceBlocked" ? open.voice.name : null} onChooseAnother={dismiss} />
      <VoiceCaptchaDialog voiceName={open?.dialog === "voiceCaptcha" ? open.voice.name : null} onContinue={() => answer("solved")} onCancel={dismiss} />
    </>
  );
}
