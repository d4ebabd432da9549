import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { challengeMatches, newChallenge } from "../captcha-challenge";

interface VoiceCaptchaDialogProps {
  /** The voice's name; null closes the dialog. */
  voiceName: string | null;
  /** The words were typed back: the voice may be used. */
  onContinue: () => void;
  /** Cancel (also Escape and the close button): the voice is deselected. */
  onCancel: () => void;
}

/**
 * The voiceCaptcha dialog (spec voices §4): the voice needs a check before use. The user types back
 * a few random words; Continue is enabled only when they match.
 */
export function VoiceCaptchaDialog({ voiceName, onContinue, onCancel }: VoiceCaptchaDialogProps) {
  return (
    <Dialog open={voiceName !== null} onOpenChange={(open) => (open ? undefined : onCancel())} title="Check before using this voice">
      {voiceName !== null ? <CaptchaForm key={voiceName} voiceName={voiceName} onContinue={onContinue} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function CaptchaForm({ voiceName, onContinue, onCancel }: { voiceName: string; onContinue: () => void; onCancel: () => void }) {
  const [words, setWords] = useState(() => newChallenge());
  const [typed, setTyped] = useState("");
  const matches = challengeMatches(words, typed);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches) onContinue();
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} data-testid="voice-captcha-dialog">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        The operators of this server ask for a check before <strong>{voiceName}</strong> is used. Type these words to continue:
      </p>
      <p className="rounded-lg bg-zinc-100 px-3 py-2 text-center font-mono text-base tracking-wide select-none dark:bg-zinc-800" data-testid="voice-captcha-challenge" aria-live="polite">
        {words.join(" ")}
      </p>
      <Field id="voice-captcha-answer" label="The words above" hint={typed && !matches ? "Type the three words in order, separated by spaces." : undefined}>
        <Input id="voice-captcha-answer" data-testid="voice-captcha-answer" autoComplete="off" autoFocus value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setWords(newChallenge());
            setTyped("");
          }}
        >
          New words
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel} data-testid="voice-captcha-cancel">
            Cancel
          </Button>
          <Button type="submit" disabled={!matches} data-testid="voice-captcha-continue">
            Continue
          </Button>
        </div>
      </div>
    </form>
  );
}
