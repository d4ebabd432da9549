import { APP_ROUTES, LANGUAGE_PAGE_TEXT_MAX, LANGUAGE_PAGE_TRIES_PER_HOUR, type LanguagePageEntry } from "@vocable/domain";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { useSpeakText } from "../api/use-speak-text";
import { useObjectUrl } from "../hooks/use-object-url";
import { characterCount, languagePageLang } from "../language-page-view";
import { SpokenText } from "./spoken-text";

/**
 * "Try your own text": the row's sample text to edit (tagged with the page's language for screen
 * readers), a live character count, Generate, then the answer played; the server's refusal (no
 * text, too long, too many tries, too many visitors) shows under the form in its own words.
 */
export function TryTextForm({ entry }: { entry: LanguagePageEntry }) {
  const id = useId();
  const [text, setText] = useState(entry.placeholderText);
  const speak = useSpeakText(entry.audioSrc);
  const [audioUrl, showAudio] = useObjectUrl();
  const count = characterCount(text);
  const empty = text.trim() === "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || speak.isPending) return;
    speak.mutate(text, { onSuccess: showAudio });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
        Try your own text
      </h2>
      <label htmlFor={`${id}-text`} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Your {entry.language} text
      </label>
      <Textarea
        id={`${id}-text`}
        lang={languagePageLang(entry)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LANGUAGE_PAGE_TEXT_MAX}
        rows={4}
        aria-describedby={`${id}-count ${id}-limits`}
        className="text-base"
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
        <p id={`${id}-limits`} className="max-w-prose text-muted-foreground">
          Up to {LANGUAGE_PAGE_TEXT_MAX} characters, {LANGUAGE_PAGE_TRIES_PER_HOUR} tries an hour, no account needed.{" "}
          <Link to={APP_ROUTES.signUp} className="font-medium text-zinc-900 underline dark:text-zinc-100">
            Sign up free
          </Link>{" "}
          for longer texts, downloads and the history.
        </p>
        <p id={`${id}-count`} className="text-muted-foreground tabular-nums" data-testid="character-count">
          {count} / {LANGUAGE_PAGE_TEXT_MAX}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={empty || speak.isPending}>
          {speak.isPending ? <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
          {speak.isPending ? "Generating…" : "Generate"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {speak.isPending ? "Generating…" : ""}
      </p>
      {speak.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {errorMessage(speak.error)}
        </p>
      ) : null}
      {audioUrl ? <SpokenText src={audioUrl} /> : null}
    </form>
  );
}
