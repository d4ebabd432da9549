import type { User } from "@vocable/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { useEditUser } from "../api/use-edit-user";
import { SettingsSection } from "./settings-section";

const MAX = 50;

/** The first name the app greets the user with. */
export function FirstNameSection({ user }: { user: User }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditUser();
  const value = draft ?? user.first_name ?? "";

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = value.trim();
    const problem = !name ? "Enter your first name." : name.length > MAX ? `At most ${MAX} characters.` : null;
    setError(problem);
    if (problem) return;
    edit.mutate(
      { first_name: name },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success("First name saved");
        },
      },
    );
  }

  return (
    <SettingsSection title="First name" testId="settings-first-name">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1">
          <Field id="settings-first-name-input" label="First name" error={error}>
            <Input
              id="settings-first-name-input"
              autoComplete="given-name"
              maxLength={MAX}
              value={value}
              onChange={(e) => setDraft(e.target.value)}
              {...fieldErrorProps("settings-first-name-input", error)}
            />
          </Field>
        </div>
        <Button type="submit" variant="secondary" disabled={edit.isPending || draft === null}>
          Save
        </Button>
      </form>
    </SettingsSection>
  );
}
