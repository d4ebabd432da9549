import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";

interface CreateServiceAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (input: { name: string; role: "admin" | "editor" }) => void;
}

/** Asks for a service account's name and whether it is an admin (editor by default). */
export function CreateServiceAccountDialog({ open, onOpenChange, pending, onSubmit }: CreateServiceAccountDialogProps) {
  const [name, setName] = useState("");
  const [admin, setAdmin] = useState(false);
  const [touched, setTouched] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName("");
      setAdmin(false);
      setTouched(false);
    }
  }
  const error = name.trim() === "" ? "Enter a name." : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error || pending) return;
    onSubmit({ name: name.trim(), role: admin ? "admin" : "editor" });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create service account">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field id="service-account-name" label="Name" error={touched ? error : null}>
          <Input
            id="service-account-name"
            autoFocus
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            {...fieldErrorProps("service-account-name", touched ? error : null)}
            placeholder="e.g. Production backend"
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={admin} onChange={(e) => setAdmin(e.target.checked)} />
          Workspace admin (can be given admin-only permissions)
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            Create
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
