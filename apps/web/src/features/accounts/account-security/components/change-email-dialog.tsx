import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage, handleError } from "#lib/handle-error";
import { sensitiveActionMessage } from "../api/error-type";
import { useRequestEmailChange } from "../api/use-request-email-change";
import { SensitiveActionNotice } from "./sensitive-action-notice";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ChangeEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEmail: string;
}

/** The sentence shown once the confirmation link is on its way. */
export function confirmationSentText(address: string): string {
  return `We sent a confirmation link to ${address}. Open it to finish.`;
}

function problemOf(address: string, currentEmail: string): string | null {
  if (!address) return "Enter the new e-mail address.";
  if (!EMAIL.test(address)) return "Enter a valid e-mail address.";
  if (address.toLowerCase() === currentEmail.toLowerCase()) return "This is already your e-mail address.";
  return null;
}

/**
 * Asks for the new address and mails it a confirmation link. The first try usually answers that
 * the mailbox must be proved first: that message stays in the dialog with the address typed, so
 * after opening the mailed link the person only presses Send again.
 */
export function ChangeEmailDialog({ open, onOpenChange, currentEmail }: ChangeEmailDialogProps) {
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestEmailChange();

  // Each opening starts without the last outcome; a typed address not yet sent stays.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setError(null);
      setNotice(null);
      if (sentTo !== null) setAddress("");
      setSentTo(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = address.trim();
    const problem = problemOf(value, currentEmail);
    setError(problem);
    if (problem || request.isPending) return;
    request.mutate(value, {
      onSuccess: () => {
        setNotice(null);
        setSentTo(value);
      },
      onError: (failure) => {
        const sensitive = sensitiveActionMessage(failure);
        if (sensitive) setNotice(sensitive);
        // The server's reason about the address itself (invalid, the same one, too many tries).
        else if (failure instanceof ApiError && failure.status < 500) setError(errorMessage(failure));
        else handleError(failure);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change e-mail" description={sentTo ? undefined : `Now: ${currentEmail}`}>
      {sentTo ? (
        <>
          <p role="status" className="text-sm" data-testid="email-change-sent">
            {confirmationSentText(sentTo)}
          </p>
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {notice ? <SensitiveActionNotice message={notice} /> : null}
          <Field id="new-email" label="New e-mail address" error={error}>
            <Input
              id="new-email"
              type="email"
              autoComplete="email"
              autoFocus
              value={address}
              maxLength={254}
              onChange={(e) => {
                setAddress(e.target.value);
                setError(null);
              }}
              {...fieldErrorProps("new-email", error)}
            />
          </Field>
          <p className="text-xs text-muted-foreground">
            The change happens when you open the link we send to the new address. Your current address is told, with a way to undo it.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? <Spinner label="Sending" /> : null}
              {notice ? "Try again" : "Send confirmation link"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
