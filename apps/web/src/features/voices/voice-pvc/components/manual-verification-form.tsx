import { formatBytes } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { useRequestVerification } from "../api/use-request-verification";

/**
 * "Request manual verification": documents that show the voice is the user's (a signed consent,
 * an ID) and a note, sent to the server's operators (POST …/verification). The voice stays
 * unverified until they act.
 */
export function ManualVerificationForm({ voiceId, requested }: { voiceId: string; requested: boolean }) {
  const request = useRequestVerification();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState("");
  const [inputKey, setInputKey] = useState(0);

  if (requested && !request.isPending) {
    return (
      <p className="rounded-lg border border-zinc-200 p-3 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300" data-testid="pvc-manual-requested">
        Manual verification was requested. An operator of this server reviews the documents; the voice can train once they verify it.
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || request.isPending) return;
    request.mutate(
      { voiceId, files, extraText: note },
      {
        onSuccess: () => {
          toast.success("Manual verification was requested.");
          setFiles([]);
          setNote("");
          setInputKey((k) => k + 1);
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" onSubmit={submit} data-testid="pvc-manual-form">
      <p className="text-sm font-semibold">Request manual verification</p>
      <p className="text-xs text-muted-foreground">
        Send documents that show this is your voice or that its speaker agreed (a signed consent, an ID). The server&apos;s operators review them.
      </p>
      <input
        key={inputKey}
        type="file"
        multiple
        aria-label="Documents"
        onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        data-testid="pvc-manual-files"
        className="text-sm"
      />
      {files.length ? (
        <p className="text-xs text-muted-foreground">
          {files.map((f) => `${f.name} (${formatBytes(f.size)})`).join(", ")}
        </p>
      ) : null}
      <Field id="pvc-manual-note" label="Note (optional)">
        <Textarea id="pvc-manual-note" rows={2} maxLength={10_000} value={note} onChange={(e) => setNote(e.target.value)} data-testid="pvc-manual-note" />
      </Field>
      {request.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(request.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={files.length === 0 || request.isPending} data-testid="pvc-manual-submit">
          {request.isPending ? <Spinner label="Sending" /> : null}
          Request manual verification
        </Button>
      </div>
    </form>
  );
}
