import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS, type WebhookEvent } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import type { WebhookSettings } from "../api/use-create-webhook";

interface CreateWebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The server's refusal of the last try (a URL it will not deliver to), shown above the form. */
  serverError: string | null;
  onSubmit: (settings: WebhookSettings) => void;
}

function urlProblem(url: string): string | null {
  if (url.trim() === "") return "Enter the URL that receives the events.";
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? null : "The URL must start with https://.";
  } catch {
    return "Enter a full URL, such as https://example.com/webhooks/vocable.";
  }
}

/** Asks for a webhook's name, URL and events. */
export function CreateWebhookDialog({ open, onOpenChange, pending, serverError, onSubmit }: CreateWebhookDialogProps) {
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["generation.completed"]);
  const [touched, setTouched] = useState(false);
  // Each opening starts empty (adjusted while rendering, React's way to follow a prop).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName("");
      setUrl("");
      setEvents(["generation.completed"]);
      setTouched(false);
    }
  }
  const nameError = name.trim() === "" ? "Enter a name." : null;
  const urlError = urlProblem(url);
  const eventsError = events.length === 0 ? "Pick at least one event." : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError || urlError || eventsError || pending) return;
    onSubmit({ auth_type: "hmac", name: name.trim(), webhook_url: url.trim(), events });
  }

  function toggle(value: WebhookEvent, on: boolean) {
    setEvents((current) => (on ? [...current, value] : current.filter((e) => e !== value)));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add webhook" description="Vocable POSTs each event you pick to this URL, signed with a secret you get once.">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {serverError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            {serverError}
          </p>
        ) : null}
        <Field id="webhook-name" label="Name" error={touched ? nameError : null}>
          <Input
            id="webhook-name"
            autoFocus
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            {...fieldErrorProps("webhook-name", touched ? nameError : null)}
            placeholder="e.g. Production receiver"
          />
        </Field>
        <Field id="webhook-url" label="URL" error={touched ? urlError : null}>
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            maxLength={2048}
            onChange={(e) => setUrl(e.target.value)}
            {...fieldErrorProps("webhook-url", touched ? urlError : null)}
            placeholder="https://example.com/webhooks/vocable"
          />
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">Events</legend>
          {WEBHOOK_EVENTS.map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-0.5" checked={events.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />
              <span>
                <code className="font-mono text-xs">{value}</code>
                <span className="block text-xs text-muted-foreground">{WEBHOOK_EVENT_DESCRIPTIONS[value]}</span>
              </span>
            </label>
          ))}
          {touched && eventsError ? (
            <p role="alert" className="text-xs text-red-600 dark:text-red-400">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} data-testid="webhook-create-submit">
            Add webhook
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
