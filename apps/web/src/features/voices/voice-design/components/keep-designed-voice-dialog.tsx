import type { Voice } from "@vocable/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { voiceFormError } from "#features/voices/voices/add-voice-error";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { useCreateDesignedVoice } from "../api/use-create-designed-voice";

/** What keeping a preview needs: its id and the description it was made from. */
export interface KeptPreview {
  generatedVoiceId: string;
  description: string;
  suggestedName: string;
}

interface KeepDesignedVoiceDialogProps {
  preview: KeptPreview | null;
  onClose: () => void;
  onKept: (voice: Voice) => void;
}

/** "Keep this voice": its name, then POST /v1/text-to-voice; the new voice goes to `onKept`. */
export function KeepDesignedVoiceDialog({ preview, onClose, onKept }: KeepDesignedVoiceDialogProps) {
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Keep this voice" description="Name it: it joins your voices, ready for text to speech.">
      {preview ? <KeepForm key={preview.generatedVoiceId} preview={preview} onClose={onClose} onKept={onKept} /> : null}
    </Dialog>
  );
}

function KeepForm({ preview, onClose, onKept }: { preview: KeptPreview; onClose: () => void; onKept: (voice: Voice) => void }) {
  const [name, setName] = useState(preview.suggestedName);
  const create = useCreateDesignedVoice();
  const failure = create.error ? voiceFormError(create.error) : null;
  const canSubmit = name.trim() !== "" && !create.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    create.mutate(
      { voiceName: name, voiceDescription: preview.description, generatedVoiceId: preview.generatedVoiceId },
      {
        onSuccess: (voice) => {
          toast.success(`“${voice.name}” was added to your voices.`);
          onKept(voice);
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      <Field id="design-voice-name" label="Voice name">
        <Input id="design-voice-name" data-testid="design-voice-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      {failure ? <VoiceFormErrorBox error={failure} title="The voice could not be kept" /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} data-testid="design-voice-save">
          {create.isPending ? <Spinner label="Saving" /> : null}
          Save voice
        </Button>
      </div>
    </form>
  );
}
