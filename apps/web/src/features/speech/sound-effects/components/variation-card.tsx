import type { SoundEffectListing } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { Link, generatePath } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { saveBlob } from "#lib/save-blob";
import type { GeneratedSound } from "../api/generate-sound";
import { soundCategoryLabel } from "../sound-categories";
import { soundFileName } from "../sound-file-name";
import type { Variation } from "../variations";
import { PublishDialog } from "./publish-dialog";
import { SoundWaveform } from "./sound-waveform";

interface VariationCardProps {
  /** 1 to 4. */
  number: number;
  variation: Variation<GeneratedSound>;
  prompt: string;
}

/**
 * One of the four variations: waiting, generating, or its waveform with play, download and
 * Publish, what the engine made of the prompt and the seed it used; or why it failed.
 */
export function VariationCard({ number, variation, prompt }: VariationCardProps) {
  const [publishing, setPublishing] = useState(false);
  const [listing, setListing] = useState<SoundEffectListing | null>(null);
  const label = `variation ${number}`;

  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid="sound-variation"
      data-status={variation.status}
      aria-label={`Variation ${number}`}
      aria-busy={variation.status === "generating" || variation.status === "waiting" || undefined}
    >
      <div className="flex items-center justify-between gap-2 text-sm">
        <h3 className="font-semibold">Variation {number}</h3>
        <span className="text-xs text-muted-foreground tabular-nums">seed {variation.seed}</span>
      </div>

      {variation.status === "waiting" ? (
        <p className="flex h-14 items-center text-sm text-muted-foreground">Waiting…</p>
      ) : variation.status === "generating" ? (
        <p className="flex h-14 items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
          <Spinner label={`Generating ${label}`} /> Generating…
        </p>
      ) : variation.status === "failed" ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="sound-variation-error">
          {variation.message}
        </p>
      ) : variation.status === "skipped" ? (
        <p className="flex h-14 items-center text-sm text-muted-foreground">Not made.</p>
      ) : (
        <>
          <SoundWaveform source={variation.result.audio} label={label} testId="sound-variation-waveform" />
          {variation.result.description ? (
            <p className="text-xs text-muted-foreground" data-testid="sound-variation-description">
              {variation.result.description}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            {variation.result.category ? (
              <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">{soundCategoryLabel(variation.result.category)}</span>
            ) : null}
            <span className="flex-1" />
            <Button size="sm" variant="secondary" onClick={() => saveBlob(variation.result.audio, soundFileName(prompt, number))} aria-label={`Download ${label}`} data-testid="sound-variation-download">
              <Icon name="download" />
              Download
            </Button>
            {listing ? (
              <Link
                to={generatePath(APP_ROUTES.soundEffect, { slug: listing.slug })}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-950"
                data-testid="sound-variation-published"
              >
                <Icon name="check" />
                Published
              </Link>
            ) : variation.result.historyItemId ? (
              <Button size="sm" onClick={() => setPublishing(true)} aria-label={`Publish ${label}`} data-testid="sound-variation-publish">
                <Icon name="share" />
                Publish
              </Button>
            ) : null}
          </div>
          {variation.result.historyItemId ? (
            <PublishDialog
              open={publishing}
              onOpenChange={setPublishing}
              historyItemId={variation.result.historyItemId}
              prompt={prompt}
              category={variation.result.category}
              onPublished={setListing}
            />
          ) : null}
        </>
      )}
    </li>
  );
}
