import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";

interface VoiceBlockedDialogProps {
  /** The blocked voice's name; null closes the dialog. */
  voiceName: string | null;
  /** "Choose another voice" (also Escape and the close button). */
  onChooseAnother: () => void;
}

/** The voiceBlocked dialog (spec voices §4): the server's operators blocked this voice; it cannot be used. */
export function VoiceBlockedDialog({ voiceName, onChooseAnother }: VoiceBlockedDialogProps) {
  return (
    <Dialog open={voiceName !== null} onOpenChange={(open) => (open ? undefined : onChooseAnother())} title="This voice is blocked">
      <div className="flex flex-col gap-4" data-testid="voice-blocked-dialog">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          <strong>{voiceName}</strong> has been blocked by the operators of this server and cannot be used to generate speech. Please choose another voice.
        </p>
        <div className="flex justify-end">
          <Button onClick={onChooseAnother} data-testid="voice-blocked-choose-another" autoFocus>
            Choose another voice
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
