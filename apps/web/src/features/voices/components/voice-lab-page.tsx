import type { Voice } from "@vocable/contract";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Icon } from "../../../components/ui/icon";
import { useDeleteVoice } from "../api/use-delete-voice";
import { useSpeakWithVoice } from "../hooks/use-speak-with-voice";
import { AddVoiceChooser } from "./add-voice-chooser";
import { EditVoiceDialog } from "./edit-voice-dialog";
import { InstantCloneDialog } from "./instant-clone-dialog";
import { VoiceCard } from "./voice-card";
import { VoicePagesList } from "./voice-pages-list";
import { VoicesTabs } from "./voices-tabs";

/** The shell query parameter of the new-cloning flow (spec voices §2, §4): it opens the instant clone dialog. */
const CREATION_TYPE = "creationType";
const CLONE_VOICE = "cloneVoice";

/**
 * The voice lab: the workspace's own voices (cloned, designed, shared with the user), each with
 * preview, Use, Edit and Delete, and "Add a new voice". `?creationType=cloneVoice` is the
 * instant-clone dialog's open state, so a link can open it.
 */
export function VoiceLabPage() {
  const [params, setParams] = useSearchParams();
  const cloneOpen = params.get(CREATION_TYPE) === CLONE_VOICE;
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Voice | null>(null);
  const [deleting, setDeleting] = useState<Voice | null>(null);
  const speak = useSpeakWithVoice();
  const remove = useDeleteVoice();

  function setCloneOpen(open: boolean) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CREATION_TYPE, CLONE_VOICE);
        else next.delete(CREATION_TYPE);
        return next;
      },
      { replace: true },
    );
  }

  const addButton = (
    <Button onClick={() => setChoosing(true)} data-testid="add-voice">
      Add a new voice
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Voices</h1>
          <p className="max-w-2xl text-sm text-zinc-500 dark:text-zinc-400">
            Your voices: clone one from a recording, preview it, and use it for text to speech.
          </p>
        </div>
        {addButton}
      </div>
      <VoicesTabs />

      <VoicePagesList
        voiceType="non-default"
        label="My voices"
        empty={
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center dark:border-zinc-700" data-testid="voices-empty">
            <Icon name="mic" className="h-6 w-6 text-zinc-400" />
            <p className="text-sm text-zinc-500 dark:text-zinc-400">You have no voices yet. Clone one from a minute of speech.</p>
            {addButton}
          </div>
        }
        renderVoice={(voice) => (
          <VoiceCard
            key={voice.voice_id}
            voice={voice}
            onUse={(v) => speak(v.voice_id)}
            actions={
              <>
                <Button variant="ghost" size="sm" onClick={() => setEditing(voice)} aria-label={`Edit ${voice.name}`} data-testid="voice-edit">
                  <Icon name="pencil" /> Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(voice)} aria-label={`Delete ${voice.name}`} data-testid="voice-delete">
                  <Icon name="trash" /> Delete
                </Button>
              </>
            }
          />
        )}
      />

      <AddVoiceChooser open={choosing} onOpenChange={setChoosing} handlers={{ instantClone: () => setCloneOpen(true) }} />
      <InstantCloneDialog open={cloneOpen} onOpenChange={setCloneOpen} />
      <EditVoiceDialog voice={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete “${deleting.name}”?` : "Delete this voice?"}
        description="The voice and its samples are deleted for good. Speech already made with it stays in the history."
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const { voice_id: id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(`“${name}” was deleted.`);
            },
          });
        }}
      />
    </div>
  );
}
