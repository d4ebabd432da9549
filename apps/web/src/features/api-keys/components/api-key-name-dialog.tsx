import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { fieldErrorProps } from "../../../components/ui/field-error-props";
import { SensitiveActionNotice } from "../../account-security/components/sensitive-action-notice";

/** Longest key name the server accepts. */
const NAME_MAX = 100;

interface ApiKeyNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitText: string;
  initialName?: string;
  pending: boolean;
  /** A message from the server to show above the name (the "confirm it's you" answer), or null. */
  notice?: string | null;
  onSubmit: (name: string) => void;
}

/** Asks for an API key name (create and rename). */
export function ApiKeyNameDialog({ open, onOpenChange, title, submitText, initialName = "", pending, notice = null, onSubmit }: ApiKeyNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  // Each opening starts from the given name, untouched: adjusted while rendering (React's way to
  // follow a prop), so the old text never shows for a frame.
  const opening = open ? initialName : null;
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  if (opening !== openedWith) {
    setOpenedWith(opening);
    if (opening !== null) {
      setName(opening);
      setTouched(false);
    }
  }
  const error = name.trim() === "" ? "Enter a name." : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || pending) return;
    onSubmit(name.trim());
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {notice ? <SensitiveActionNotice message={notice} /> : null}
        <Field id="api-key-name" label="Name" error={touched ? error : null}>
          <Input
            id="api-key-name"
            autoFocus
            value={name}
            maxLength={NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            {...fieldErrorProps("api-key-name", touched ? error : null)}
            placeholder="e.g. Production server"
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {submitText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
