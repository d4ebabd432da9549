import { APP_ROUTES } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Slider } from "#components/ui/slider";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { Textarea } from "#components/ui/textarea";
import { cn } from "#lib/cn";
import { useUser } from "#features/accounts/user/api/use-user";
import type { SoundRequest } from "../api/use-generate-variations";
import { useSoundVocabulary } from "../api/use-sound-vocabulary";
import { useSoundSettings } from "../hooks/use-sound-settings";
import { DURATION_STEP, MAX_SECONDS, durationFromSlider, durationLabel, sliderFromDuration } from "../sound-duration";
import { generationCostText, soundQuotaProblem, soundSecondsLeftText } from "../sound-quota";

/** The prompt's longest length (the contract's). */
const MAX_PROMPT = 1000;
/** How many example prompts the form offers. */
const EXAMPLES_SHOWN = 6;

interface GenerateFormProps {
  busy: boolean;
  onGenerate: (request: SoundRequest) => void;
}

/**
 * The prompt, the duration (Automatic at the slider's left end, then 0.5 to 30 s), how closely to
 * follow the prompt, loop; the seconds left this month and what a Generate uses, by the button;
 * example prompts from what the engine knows.
 */
export function GenerateForm({ busy, onGenerate }: GenerateFormProps) {
  const [prompt, setPrompt] = useState("");
  const settings = useSoundSettings();
  const vocabulary = useSoundVocabulary();
  const { data: user } = useUser();
  const sub = user?.subscription;
  const quotaProblem = sub ? soundQuotaProblem(sub, settings.duration) : null;
  const text = prompt.trim();
  const canGenerate = text !== "" && !busy && quotaProblem === null;
  const examples = (vocabulary.data?.categories ?? []).flatMap((c) => c.examples.slice(0, 1)).slice(0, EXAMPLES_SHOWN);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canGenerate) return;
    onGenerate({ text, duration_seconds: settings.duration, prompt_influence: settings.promptInfluence, loop: settings.loop });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" aria-label="Describe a sound" data-testid="sfx-form">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="sfx-prompt" className="text-sm font-medium">
          Describe the sound
        </label>
        <Textarea
          id="sfx-prompt"
          rows={3}
          maxLength={MAX_PROMPT}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) submit(e);
          }}
          placeholder="Heavy rain on a tin roof, a door creaking open, footsteps on gravel…"
          data-testid="sfx-prompt"
        />
        {examples.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="sfx-examples">
            <span className="text-muted-foreground">Try:</span>
            {examples.map((example) => (
              <button
                key={example}
                type="button"
                onClick={() => setPrompt(example)}
                className="rounded-full border border-zinc-300 px-2.5 py-1 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                {example}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium" id="sfx-duration-label">
              Duration
            </span>
            <span className="text-xs text-muted-foreground tabular-nums" data-testid="sfx-duration-value">
              {durationLabel(settings.duration)}
            </span>
          </div>
          <Slider
            label="Duration"
            min={0}
            max={MAX_SECONDS}
            step={DURATION_STEP}
            value={sliderFromDuration(settings.duration)}
            valueText={durationLabel(settings.duration)}
            onValueChange={(v) => settings.setDuration(durationFromSlider(v))}
            testId="sfx-duration"
          />
          <div className="flex justify-between text-[11px] text-muted-foreground">
            <span>Automatic</span>
            <span>{MAX_SECONDS} s</span>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">Prompt influence</span>
            <span className="text-xs text-muted-foreground tabular-nums">{Math.round(settings.promptInfluence * 100)}%</span>
          </div>
          <Slider
            label="Prompt influence"
            min={0}
            max={1}
            step={0.05}
            value={settings.promptInfluence}
            valueText={`${Math.round(settings.promptInfluence * 100)}%`}
            onValueChange={settings.setPromptInfluence}
            testId="sfx-influence"
          />
          <div className="flex justify-between text-[11px] text-muted-foreground">
            <span>More varied</span>
            <span>Follows the prompt</span>
          </div>
        </div>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-3">
          <Switch id="sfx-loop" label="Loop" checked={settings.loop} onCheckedChange={settings.setLoop} />
          <label htmlFor="sfx-loop" className="text-sm font-medium">
            Loop <span className="font-normal text-muted-foreground">(the end joins the start without a click)</span>
          </label>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button type="submit" disabled={!canGenerate} className="min-w-36" data-testid="sfx-generate">
            {busy ? (
              <>
                <Spinner label="Generating" /> Generating…
              </>
            ) : (
              "Generate"
            )}
          </Button>
          {sub ? (
            <p className={cn("text-right text-xs", quotaProblem ? "text-red-600 dark:text-red-400" : "text-muted-foreground")} data-testid="sfx-seconds-left">
              {soundSecondsLeftText(sub)} · {generationCostText(settings.duration)}
            </p>
          ) : null}
        </div>
      </div>
      {quotaProblem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="sfx-quota-problem">
          {quotaProblem}{" "}
          <Link to={APP_ROUTES.subscription} className="font-medium underline">
            See plans
          </Link>
        </p>
      ) : null}
    </form>
  );
}
