import type { Voice } from "@vocable/contract";
import { Dialog } from "#components/ui/dialog";
import { DesignVoicePanel } from "./design-voice-panel";

export interface DesignVoiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The voice just kept; the dialog closes itself after it. */
  onDone?: (voice: Voice) => void;
}

/** Voice design in a dialog (the voice lab's "Add a new voice" → Voice design). */
export function DesignVoiceDialog({ open, onOpenChange, onDone }: DesignVoiceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Design a voice" description="Describe a voice in words and choose from the voices made for it." className="max-w-2xl">
      {open ? (
        <DesignVoicePanel
          onDone={(voice) => {
            onOpenChange(false);
            onDone?.(voice);
          }}
        />
      ) : null}
    </Dialog>
  );
}
