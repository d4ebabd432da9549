import { APP_ROUTES, HANDLE_MAX, HANDLE_MIN } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Link, generatePath } from "react-router";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { errorMessage } from "#lib/handle-error";
import { useSetHandle } from "../api/use-set-handle";

/** The public profile handle: a text field and Save; the server's rules speak for themselves under the field when it refuses. */
export function HandleForm({ userId, current }: { userId: string; current: string | null }) {
  const [handle, setHandle] = useState(current ?? "");
  const save = useSetHandle(userId);
  const error = save.isError ? errorMessage(save.error) : null;
  const unchanged = handle.trim().toLowerCase() === (current ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || unchanged) return;
    save.mutate(handle.trim());
  };

  return (
    <section aria-labelledby="handle-heading" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
      <h2 id="handle-heading" className="text-base font-semibold">
        Public profile
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          id="producer-handle"
          label="Profile handle"
          error={error}
          hint={`${HANDLE_MIN} to ${HANDLE_MAX} characters: letters a–z, digits, - and _, starting with a letter. Your profile lives at /app/profiles/<handle>.`}
        >
          <Input
            id="producer-handle"
            value={handle}
            onChange={(e) => setHandle(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "producer-handle-error" : undefined}
            data-testid="producer-handle"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || unchanged || handle.trim() === ""} data-testid="producer-handle-save">
            {save.isPending ? "Saving…" : "Save handle"}
          </Button>
          {save.isSuccess ? (
            <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
              Saved.{" "}
              <Link to={generatePath(APP_ROUTES.profile, { handle: save.data.handle })} className="font-medium underline">
                See your profile
              </Link>
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
