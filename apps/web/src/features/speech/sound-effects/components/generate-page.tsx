import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useGenerateVariations, type SoundRequest } from "../api/use-generate-variations";
import { EngineNote } from "./engine-note";
import { GenerateForm } from "./generate-form";
import { SoundEffectsTabs } from "./sound-effects-tabs";
import { VariationCard } from "./variation-card";

/**
 * /app/sound-effects/generate: describe a sound and get four variations, each with its waveform,
 * play, download and Publish. A prompt the engine has no recipe for, or a spent allowance, ends the
 * Generate with the server's own words.
 */
export function GeneratePage() {
  const { state, generate, progress } = useGenerateVariations();
  const [prompt, setPrompt] = useState("");

  function onGenerate(request: SoundRequest) {
    setPrompt(request.text);
    generate(request);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">Sound effects</h1>
        <p className="text-sm text-muted-foreground">Describe a sound and hear four variations of it; keep, download or publish the ones you like.</p>
      </div>
      <SoundEffectsTabs />
      <EngineNote />
      <GenerateForm busy={progress.busy} onGenerate={onGenerate} />

      {state.stopped ? (
        <div
          role="alert"
          data-testid={state.stopped.kind === "no_recipe" ? "sfx-no-recipe" : "sfx-stopped"}
          className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
        >
          <p className="font-semibold">{state.stopped.kind === "no_recipe" ? "The engine has no recipe for this prompt" : "No more sounds can be made this month"}</p>
          <p>{state.stopped.message}</p>
          {state.stopped.kind === "quota" ? (
            <Link to={APP_ROUTES.subscription} className="w-fit font-medium underline">
              See plans
            </Link>
          ) : null}
        </div>
      ) : null}

      {state.variations.length > 0 && state.stopped?.kind !== "no_recipe" ? (
        <section aria-labelledby="sfx-variations-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="sfx-variations-heading" className="text-base font-semibold">
              Variations
            </h2>
            <p role="status" className="text-xs text-muted-foreground" data-testid="sfx-progress">
              {progress.busy ? `Generating ${Math.min(progress.finished + 1, progress.total)} of ${progress.total}…` : `${state.variations.filter((v) => v.status === "done").length} of ${progress.total} ready`}
            </p>
          </div>
          <ol className="grid gap-3 md:grid-cols-2" data-testid="sfx-variations">
            {state.variations.map((variation, i) => (
              <VariationCard key={`${state.run}-${i}`} number={i + 1} variation={variation} prompt={prompt} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
