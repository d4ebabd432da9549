import type { User } from "@vocable/contract";
import { PUBLIC_NAME_MAX_LENGTH } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { useGenerateName } from "../api/use-generate-name";
import { useUpdatePublicUserName } from "../api/use-update-public-user-name";
import { SettingsSection } from "./settings-section";

/** The name shown beside shared items: typed, or suggested by the server. */
export function PublicNameSection({ user }: { user: User }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateName();
  const update = useUpdatePublicUserName();
  const value = draft ?? user.public_user_name ?? "";

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = value.trim();
    const problem = name.length > PUBLIC_NAME_MAX_LENGTH ? `At most ${PUBLIC_NAME_MAX_LENGTH} characters.` : null;
    setError(problem);
    if (problem) return;
    update.mutate(name, { onSettled: () => setDraft(null) });
  }

  return (
    <SettingsSection title="Public name" description={`Shown beside the items you share, at most ${PUBLIC_NAME_MAX_LENGTH} characters. Leave it empty to share without a name.`} testId="settings-public-name">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1">
          <Field id="public-name" label="Public name" error={error}>
            <Input
              id="public-name"
              maxLength={PUBLIC_NAME_MAX_LENGTH}
              value={value}
              placeholder="e.g. swift-lark-42"
              onChange={(e) => setDraft(e.target.value.replace(/[\r\n]/g, " "))}
              {...fieldErrorProps("public-name", error)}
            />
          </Field>
        </div>
        <Button variant="ghost" disabled={generate.isPending} onClick={() => generate.mutate(undefined, { onSuccess: ({ name }) => setDraft(name) })}>
          Suggest
        </Button>
        <Button type="submit" variant="secondary" disabled={update.isPending || draft === null}>
          Save
        </Button>
      </form>
    </SettingsSection>
  );
}
