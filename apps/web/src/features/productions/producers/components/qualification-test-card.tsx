import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Textarea } from "#components/ui/textarea";
import { sameOriginPath } from "#features/speech/sound-effects/same-origin-path";
import { errorMessage } from "#lib/handle-error";
import { cn } from "#lib/cn";
import { useAttemptQualification } from "../api/use-attempt-qualification";
import { attemptResultText, percentText, qualificationLabel } from "../producer-view";

interface Test {
  qualification: string;
  held: boolean;
  word_error_rate: number | null;
  test_audio_url: string;
}

/** One test: its recording, a text area for what the person hears, Submit, and the score against the passing rate. */
export function QualificationTestCard({ test }: { test: Test }) {
  const [text, setText] = useState("");
  const attempt = useAttemptQualification();
  const label = qualificationLabel(test.qualification);
  const id = `test-${test.qualification}`;
  const result = attempt.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt.isPending || text.trim() === "") return;
    attempt.mutate({ qualification: test.qualification, text: text.trim() });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" data-testid="qualification-test" data-qualification={test.qualification}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          {label}
        </h2>
        {test.held ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[11px] font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="qualification-held">
            Held{test.word_error_rate !== null ? `, word error rate ${percentText(test.word_error_rate)}` : ""}
          </span>
        ) : null}
      </div>
      {/* preload="none": the server speaks each test's recording on first request. */}
      <audio controls preload="none" src={sameOriginPath(test.test_audio_url)} aria-label={`${label} test recording`} className="w-full max-w-md">
        Your browser cannot play this recording.
      </audio>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field id={`${id}-text`} label="What you hear" error={attempt.isError ? errorMessage(attempt.error) : null} hint="Type every word as spoken. Punctuation and capitals do not count.">
          <Textarea
            id={`${id}-text`}
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={20_000}
            aria-invalid={attempt.isError || undefined}
            aria-describedby={attempt.isError ? `${id}-text-error` : undefined}
            data-testid="qualification-text"
          />
        </Field>
        <Button type="submit" className="w-fit" disabled={attempt.isPending || text.trim() === ""} data-testid="qualification-submit">
          {attempt.isPending ? "Scoring…" : test.held ? "Submit again" : "Submit"}
        </Button>
      </form>
      {result ? (
        <p
          role="status"
          className={cn("rounded-lg px-3 py-2 text-sm", result.passed ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200" : "bg-amber-50 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200")}
          data-testid="qualification-result"
          data-passed={result.passed}
        >
          {attemptResultText(result)}
        </p>
      ) : null}
    </section>
  );
}
