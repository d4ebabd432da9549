import type { Voice } from "@vocable/contract";
import { Dialog } from "#components/ui/dialog";
import { CaptchaRecording } from "#features/voices/voice-pvc/components/captcha-recording";

/**
 * "Verify voice" for an instant clone the server wants verified: its speaker reads a sentence
 * aloud (recorded or uploaded), checked by POST /v1/voices/{id}/captcha. A pass closes the dialog
 * (the list, read again, no longer offers it); a refusal shows the server's words.
 */
export function VerifyVoiceDialog({ voice, onClose }: { voice: Voice | null; onClose: () => void }) {
  return (
    <Dialog
      open={voice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={voice ? `Verify ${voice.name}` : "Verify voice"}
      description="Read this sentence aloud in the voice of the samples, or upload a recording of it. The server checks the words and that the voice is the samples' voice."
      className="max-w-lg"
    >
      {voice ? (
        <div className="flex flex-col gap-4" data-testid="verify-voice-dialog">
          <CaptchaRecording
            key={voice.voice_id}
            voiceId={voice.voice_id}
            scope="sampled"
            idPrefix="voice"
            attempts={{ used: voice.voice_verification?.verification_attempts_count ?? 0, max: voice.fine_tuning?.max_verification_attempts ?? null }}
            onVerified={onClose}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
