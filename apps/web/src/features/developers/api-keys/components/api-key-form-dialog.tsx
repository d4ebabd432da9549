import { parseKeyCharacterLimit } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { SensitiveActionNotice } from "#features/accounts/account-security/components/sensitive-action-notice";
import type { ApiKeyFormValues } from "./api-key-form-values";
import { PermissionsPicker, type PermissionsChoice } from "./permissions-picker";

/** Longest key name the server accepts. */
const NAME_MAX = 100;

interface ApiKeyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitText: string;
  initial: ApiKeyFormValues;
  pending: boolean;
  /** A message from the server to show above the form (the "confirm it's you" answer), or null. */
  notice?: string | null;
  onSubmit: (values: ApiKeyFormValues) => void;
}

/** Creates or edits an API key (the user's own or a service account's): name, permissions, monthly character limit. */
export function ApiKeyFormDialog({ open, onOpenChange, title, submitText, initial, pending, notice = null, onSubmit }: ApiKeyFormDialogProps) {
  const [name, setName] = useState(initial.name);
  const [permissions, setPermissions] = useState<PermissionsChoice>(initial.permissions);
  const [limited, setLimited] = useState(initial.characterLimit !== null);
  const [limitText, setLimitText] = useState(initial.characterLimit === null ? "" : String(initial.characterLimit));
  const [touched, setTouched] = useState(false);
  // Each opening starts from the given values, untouched: adjusted while rendering (React's way to
  // follow a prop), so old values never show for a frame.
  const opening = open ? initial : null;
  const [openedWith, setOpenedWith] = useState<ApiKeyFormValues | null>(null);
  if (opening !== openedWith) {
    setOpenedWith(opening);
    if (opening !== null) {
      setName(opening.name);
      setPermissions(opening.permissions);
      setLimited(opening.characterLimit !== null);
      setLimitText(opening.characterLimit === null ? "" : String(opening.characterLimit));
      setTouched(false);
    }
  }
  const nameError = name.trim() === "" ? "Enter a name." : null;
  const limit = limited ? parseKeyCharacterLimit(limitText) : null;
  const limitError = limit && !limit.ok ? limit.error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError || limitError || pending) return;
    onSubmit({ name: name.trim(), permissions, characterLimit: limit?.ok ? limit.value : null });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {notice ? <SensitiveActionNotice message={notice} /> : null}
        <Field id="api-key-name" label="Name" error={touched ? nameError : null}>
          <Input
            id="api-key-name"
            autoFocus
            value={name}
            maxLength={NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            {...fieldErrorProps("api-key-name", touched ? nameError : null)}
            placeholder="e.g. Production server"
          />
        </Field>
        <PermissionsPicker id="api-key-permissions" value={permissions} onChange={setPermissions} />
        <div className="flex flex-col gap-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={limited} onChange={(e) => setLimited(e.target.checked)} data-testid="api-key-limit-toggle" />
            Limit characters per month
          </label>
          {limited ? (
            <Field id="api-key-limit" label="Characters per month" error={touched ? limitError : null}>
              <Input
                id="api-key-limit"
                inputMode="numeric"
                value={limitText}
                onChange={(e) => setLimitText(e.target.value)}
                onBlur={() => setTouched(true)}
                {...fieldErrorProps("api-key-limit", touched ? limitError : null)}
                placeholder="e.g. 10000"
              />
            </Field>
          ) : null}
        </div>
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
