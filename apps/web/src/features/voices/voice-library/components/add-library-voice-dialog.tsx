import type { LibraryVoice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { voiceFormError } from "#features/voices/voices/add-voice-error";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { useAddLibraryVoice } from "../api/use-add-library-voice";

/** The longest name a voice may have (the contract's limit). */
const MAX_NAME_LENGTH = 100;

/** "Add to my voices": asks the copy's name (the voice's own by default), then adds it. */
export function AddLibraryVoiceDialog({ voice, onClose }: { voice: LibraryVoice | null; onClose: () => void }) {
  return (
    <Dialog
      open={voice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={voice ? `Add ${voice.name} to your voices` : "Add to my voices"}
      description="The copy appears in your voices, ready for text to speech."
    >
      {voice ? <AddForm key={voice.voice_id} voice={voice} onDone={onClose} /> : null}
    </Dialog>
  );
}

function AddForm({ voice, onDone }: { voice: LibraryVoice; onDone: () => void }) {
  const [name, setName] = useState(voice.name);
  const add = useAddLibraryVoice();
  const navigate = useNavigate();
  const failure = add.error ? voiceFormError(add.error) : null;
  const canSubmit = name.trim() !== "" && !add.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const newName = name.trim();
    add.mutate(
      { publicOwnerId: voice.public_owner_id, voiceId: voice.voice_id, newName },
      {
        onSuccess: () => {
          toast.success(`“${newName}” was added to your voices.`, {
            action: { label: "Open voices", onClick: () => void navigate(APP_ROUTES.voiceLab) },
          });
          onDone();
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="add-library-voice-form">
      <Field id="library-voice-new-name" label="Name">
        <Input
          id="library-voice-new-name"
          data-testid="library-voice-new-name"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(e) => {
            setName(e.target.value);
            if (add.error) add.reset();
          }}
          autoFocus
        />
      </Field>
      {failure ? <VoiceFormErrorBox error={failure} title="The voice could not be added" /> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} data-testid="library-voice-add-submit">
          {add.isPending ? <Spinner label="Adding" /> : null}
          Add voice
        </Button>
      </div>
    </form>
  );
}
