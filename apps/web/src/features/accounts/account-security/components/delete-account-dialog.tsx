import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { SensitiveActionNotice } from "./sensitive-action-notice";

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  pending: boolean;
  /** The server's "confirm it's you first" message, shown in place. */
  notice: string | null;
  onConfirm: () => void;
}

/** Whether what was typed names the account: its e-mail address, any case, spaces around ignored. */
export function confirmsDeletion(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The last step before deleting the account: the person types their e-mail address to confirm. */
export function DeleteAccountDialog({ open, onOpenChange, email, pending, notice, onConfirm }: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState("");
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped("");
  }
  const confirmed = confirmsDeletion(typed, email);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirmed && !pending) onConfirm();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your account?"
      description="Your account, its workspace, its history and audio, and its API keys are deleted for good. This cannot be undone."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {notice ? <SensitiveActionNotice message={notice} /> : null}
        <Field id="delete-confirm" label={`Type ${email} to confirm`}>
          <Input id="delete-confirm" autoComplete="off" autoFocus value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || pending}>
            {pending ? <Spinner label="Deleting" /> : null}
            Delete account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
