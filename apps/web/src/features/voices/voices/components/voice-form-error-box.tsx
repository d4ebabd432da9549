import { useEffect, useRef } from "react";
import { PLANS_PATH, type VoiceFormError } from "../add-voice-error";

/** A refused add or edit, beside the form: the server's words, and "See plans" for a plan limit. */
export function VoiceFormErrorBox({ error, title }: { error: VoiceFormError; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  // It appears at the end of a long form: bring it into view (braces: newer browsers'
  // scrollIntoView returns a promise, which React would take for a cleanup function).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, [error]);
  return (
    <div
      ref={box}
      role="alert"
      data-testid="voice-form-error"
      data-code={error.code ?? undefined}
      className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
    >
      <p className="font-semibold">{title}</p>
      <p className="whitespace-pre-line">{error.message}</p>
      {error.limit ? (
        <a href={PLANS_PATH} className="font-medium underline underline-offset-2" data-testid="voice-form-see-plans">
          See plans
        </a>
      ) : null}
    </div>
  );
}
