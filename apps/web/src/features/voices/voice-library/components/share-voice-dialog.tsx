import type { VoiceSharing } from "@vocable/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { ownDescription } from "#features/voices/voices/voice-method";
import { useShareVoice } from "../api/use-share-voice";
import { useUnshareVoice } from "../api/use-unshare-voice";
import { CATEGORY_OPTIONS } from "../library-filter-options";
import { sharePath } from "../library-query";
import {
  initialShareForm,
  isLibraryCopy,
  isListed,
  MAX_NOTICE_PERIOD_DAYS,
  MAX_SHARE_DESCRIPTION,
  shareFormProblem,
  shareRequestBody,
  type LibraryCategory,
  type ShareableVoice,
  type ShareForm,
} from "../share-form";
import { ShareLinkField } from "./share-link-field";

export type { ShareableVoice } from "../share-form";

export interface ShareVoiceDialogProps {
  /** The voice to share (a workspace Voice fits); null closes the dialog. */
  voice: ShareableVoice | null;
  /** Called when the dialog closes (Done, Cancel, Escape), after sharing or stopping as well. */
  onDone: () => void;
}

const selectClass =
  "h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900";

/**
 * Share a voice in the voice library: whether new copies are allowed, description, category,
 * notice period, free users and live moderation; "Stop sharing" when it is listed. A listed voice
 * shows its share link (/app/voice-lab/share/{public_owner_id}/{voice_id}).
 */
export function ShareVoiceDialog({ voice, onDone }: ShareVoiceDialogProps) {
  return (
    <Dialog open={voice !== null} onOpenChange={(open) => (open ? undefined : onDone())} title={voice ? `Share ${voice.name}` : "Share voice"} className="max-w-lg">
      {voice ? <ShareVoiceForm key={voice.voice_id} voice={voice} onDone={onDone} /> : null}
    </Dialog>
  );
}

function ShareVoiceForm({ voice, onDone }: { voice: ShareableVoice; onDone: () => void }) {
  // The listing as the server last answered it (the voice prop may be older).
  const [sharing, setSharing] = useState<VoiceSharing | null>(voice.sharing);
  const current = { ...voice, sharing };
  const listed = isListed(current);
  const [form, setForm] = useState<ShareForm>(() => initialShareForm(voice, ownDescription(voice.description, voice.labels)));
  const share = useShareVoice();
  const unshare = useUnshareVoice();
  const problem = shareFormProblem(form);
  const pending = share.isPending || unshare.isPending;
  const update = (patch: Partial<ShareForm>) => setForm((f) => ({ ...f, ...patch }));

  if (isLibraryCopy(current) && sharing) {
    return (
      <div className="flex flex-col gap-4" data-testid="share-voice-copy">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">This voice is a copy of a voice library voice: only its owner can share it.</p>
        <ShareLinkField url={`${window.location.origin}${sharePath(sharing.public_owner_id, sharing.original_voice_id)}`} />
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem !== null || pending) return;
    share.mutate(
      { voiceId: voice.voice_id, body: shareRequestBody(form) },
      {
        onSuccess: (next) => {
          setSharing(next);
          toast.success(listed ? `The listing of “${voice.name}” was updated.` : `“${voice.name}” is shared in the voice library.`);
        },
      },
    );
  }

  function stop() {
    unshare.mutate(voice.voice_id, {
      onSuccess: (removed) => {
        setSharing((s) => (s ? { ...s, status: "disabled" } : s));
        const until = new Date(removed.disable_at_unix * 1000).toLocaleDateString("en-US", { dateStyle: "medium" });
        toast.success(
          removed.copies > 0
            ? `“${voice.name}” left the voice library. The ${removed.copies} people who added it can use it until ${until}.`
            : `“${voice.name}” left the voice library.`,
        );
        onDone();
      },
    });
  }

  const failure = share.error ?? unshare.error;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="share-voice-form" data-listed={listed ? "true" : "false"}>
      {listed && sharing ? <ShareLinkField url={`${window.location.origin}${sharePath(sharing.public_owner_id, sharing.original_voice_id)}`} /> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Who may add it</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="share-status" className="mt-1" checked={form.status === "enabled"} onChange={() => update({ status: "enabled" })} data-testid="share-status-enabled" />
          <span>
            Shared: anyone on this server can find it and add it to their voices.
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="share-status" className="mt-1" checked={form.status === "copied_disabled"} onChange={() => update({ status: "copied_disabled" })} data-testid="share-status-copied-disabled" />
          <span>Allow no new copies: it stays listed, and those who added it keep it, but nobody can add it any more.</span>
        </label>
      </fieldset>
      <Field id="share-description" label="Description" hint={`${form.description.length} / ${MAX_SHARE_DESCRIPTION}`}>
        <Textarea id="share-description" data-testid="share-description" rows={3} maxLength={MAX_SHARE_DESCRIPTION} value={form.description} onChange={(e) => update({ description: e.target.value })} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="share-category" label="Category">
          <select id="share-category" className={selectClass} data-testid="share-category" value={form.category} onChange={(e) => update({ category: e.target.value as LibraryCategory })}>
            {CATEGORY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="share-notice" label="Notice period (days)" error={problem?.startsWith("The notice") ? problem : null}>
          <Input
            id="share-notice"
            data-testid="share-notice-period"
            inputMode="numeric"
            type="number"
            min={0}
            max={MAX_NOTICE_PERIOD_DAYS}
            value={form.noticePeriod}
            onChange={(e) => update({ noticePeriod: e.target.value })}
            aria-invalid={problem?.startsWith("The notice") || undefined}
          />
        </Field>
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">If you stop sharing, those who added the voice keep using it for the notice period.</p>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="share-free-users" className="text-sm">
          Allow users of the free plan
        </label>
        <Switch id="share-free-users" checked={form.freeUsersAllowed} onCheckedChange={(v) => update({ freeUsersAllowed: v })} label="Allow users of the free plan" />
      </div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="share-live-moderation" className="text-sm">
          Live moderation (such voices are not available in Studio)
        </label>
        <Switch id="share-live-moderation" checked={form.liveModerationEnabled} onCheckedChange={(v) => update({ liveModerationEnabled: v })} label="Live moderation" />
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="share-voice-error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          {listed ? (
            <Button variant="danger" onClick={stop} disabled={pending} data-testid="share-voice-stop">
              {unshare.isPending ? <Spinner label="Stopping" /> : null}
              Stop sharing
            </Button>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onDone}>
            {listed ? "Done" : "Cancel"}
          </Button>
          <Button type="submit" disabled={problem !== null || pending} data-testid="share-voice-submit">
            {share.isPending ? <Spinner label="Sharing" /> : null}
            {listed ? "Save changes" : "Share"}
          </Button>
        </div>
      </div>
    </form>
  );
}
