import type { Voice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";
import { queryKeys } from "#lib/query-keys";
import { DesignVoiceDialog } from "#features/voices/voice-design/components/design-voice-dialog";
import { ShareVoiceDialog } from "#features/voices/voice-library/components/share-voice-dialog";
import { useSubscription } from "#features/accounts/user/api/use-subscription";
import { useDeleteVoice } from "../api/use-delete-voice";
import { AddVoiceChooser } from "./add-voice-chooser";
import { EditVoiceDialog } from "./edit-voice-dialog";
import { InstantCloneDialog } from "./instant-clone-dialog";
import { VerifyVoiceDialog } from "./verify-voice-dialog";
import { VoiceLabCard } from "./voice-lab-card";
import { VoicePagesList } from "./voice-pages-list";
import { VoicesTabs } from "./voices-tabs";

/** The shell query parameter of the new-cloning flow (spec voices §2, §4): it opens the instant clone dialog. */
const CREATION_TYPE = "creationType";
const CLONE_VOICE = "cloneVoice";

/**
 * The voice lab: the workspace's own voices (cloned, designed, professional, library copies,
 * shared with the user), each with preview, Use, Edit, Share, Collection and Delete ("Verify voice"
 * too for an instant clone that must be verified), and "Add a
 * new voice" (instant clone, professional clone, voice design, voice library).
 * `?creationType=cloneVoice` is the instant-clone dialog's open state, so a link can open it.
 */
export function VoiceLabPage() {
  const [params, setParams] = useSearchParams();
  const cloneOpen = params.get(CREATION_TYPE) === CLONE_VOICE;
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<Voice | null>(null);
  const [deleting, setDeleting] = useState<Voice | null>(null);
  const [sharing, setSharing] = useState<Voice | null>(null);
  const [verifying, setVerifying] = useState<Voice | null>(null);
  const [designing, setDesigning] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteVoice();
  const subscription = useSubscription();

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
          <p className="max-w-2xl text-sm text-muted-foreground">
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
            <p className="text-sm text-muted-foreground">You have no voices yet. Clone one from a minute of speech.</p>
            {addButton}
          </div>
        }
        renderVoice={(voice) => <VoiceLabCard key={voice.voice_id} voice={voice} onEdit={setEditing} onShare={setSharing} onDelete={setDeleting} onVerify={setVerifying} />}
      />

      <AddVoiceChooser
        open={choosing}
        onOpenChange={setChoosing}
        tier={subscription.data?.tier ?? null}
        handlers={{
          instantClone: () => setCloneOpen(true),
          professionalClone: () => void navigate(APP_ROUTES.voiceLabProfessional),
          voiceDesign: () => setDesigning(true),
          voiceLibrary: () => void navigate(APP_ROUTES.voiceLibrary),
        }}
      />
      <InstantCloneDialog open={cloneOpen} onOpenChange={setCloneOpen} />
      <DesignVoiceDialog
        open={designing}
        onOpenChange={setDesigning}
        // Keeping the voice already said "added to your voices" (the keep dialog's toast); the list is read again.
        onDone={() => void queryClient.invalidateQueries({ queryKey: queryKeys.voicePages("non-default") })}
      />
      <EditVoiceDialog voice={editing} onClose={() => setEditing(null)} />
      <ShareVoiceDialog voice={sharing} onDone={() => setSharing(null)} />
      <VerifyVoiceDialog voice={verifying} onClose={() => setVerifying(null)} />
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
