import type { LibraryVoice } from "@vocable/contract";
import { badgeOverflow, formatLabel } from "@vocable/domain";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { VoicePreviewButton } from "#features/speech/tts/components/voice-preview-button";
import { useUser } from "#features/accounts/user/api/use-user";
import { VoiceMethodBadge } from "#features/voices/voices/components/voice-method-badge";
import { CATEGORY_OPTIONS } from "../library-filter-options";
import { previewVoiceOf, sharePath, similarityPercent } from "../library-query";

interface LibraryVoiceCardProps {
  voice: LibraryVoice;
  onAdd: (voice: LibraryVoice) => void;
  /** Hides the link to the voice's own page (on that page). */
  hideLink?: boolean;
}

const badge = "rounded-full bg-zinc-100 px-2 py-0.5 text-[11px] text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400";

/**
 * One library voice: preview, name, how it is made (the honest badge of the voice lab), its
 * labels, how many added it, and "Add to my voices" (or "Added"). A similar-voice result also
 * shows how alike it sounds.
 */
export function LibraryVoiceCard({ voice, onAdd, hideLink = false }: LibraryVoiceCardProps) {
  const premade = voice.category === "premade";
  // The person's own shared voice is theirs already: nothing to add.
  const own = useUser().data?.public_user_id === voice.public_owner_id && voice.public_owner_id !== "";
  const similarity = similarityPercent(voice.distance);
  const labels = [voice.gender, voice.age, voice.accent, voice.language, voice.use_case].filter(Boolean).map(formatLabel);
  const { visible, moreLabel } = badgeOverflow(labels);
  const category = CATEGORY_OPTIONS.find((o) => o.value === voice.category)?.label ?? (premade ? "Default voice" : voice.category);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid="library-voice"
      data-voice-id={voice.voice_id}
      data-added={voice.is_added_by_user ? "true" : "false"}
    >
      <div className="flex items-start gap-3">
        <VoicePreviewButton voice={previewVoiceOf(voice)} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="truncate text-sm font-semibold" data-testid="library-voice-name" title={voice.name}>
              {voice.name}
            </h3>
            {similarity !== null ? (
              <span className="shrink-0 text-xs font-medium text-emerald-700 dark:text-emerald-400" data-testid="library-voice-similarity" title={`Distance ${voice.distance}`}>
                {similarity}% similar
              </span>
            ) : null}
          </div>
          <span className="flex flex-wrap gap-1">
            {premade ? null : <VoiceMethodBadge labels={{ vocable_method: voice.vocable_method }} />}
            <span className="rounded-full px-2 py-0.5 text-[11px] text-zinc-700 ring-1 ring-zinc-300 dark:text-zinc-300 dark:ring-zinc-700">{category}</span>
            {visible.map((label) => (
              <span key={label} className={badge}>
                {label}
              </span>
            ))}
            {moreLabel ? <span className="px-1 text-[11px] text-muted-foreground">{moreLabel}</span> : null}
          </span>
        </div>
      </div>
      {voice.description ? <p className="line-clamp-2 text-xs text-zinc-600 dark:text-zinc-400">{voice.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          {premade ? "A default voice: already in your voices" : `Added ${voice.cloned_by_count.toLocaleString("en-US")} ${voice.cloned_by_count === 1 ? "time" : "times"}`}
          {voice.notice_period > 0 ? ` · ${voice.notice_period}-day notice` : ""}
        </span>
        <div className="flex items-center gap-1">
          {!hideLink && !premade && voice.public_owner_id ? (
            <Link
              to={sharePath(voice.public_owner_id, voice.voice_id)}
              className="inline-flex h-8 items-center rounded-lg px-2 text-sm text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
              aria-label={`Open the page of ${voice.name}`}
              data-testid="library-voice-open"
            >
              <Icon name="share" />
            </Link>
          ) : null}
          {premade ? null : own ? (
            <span className="inline-flex h-8 items-center px-2 text-sm text-muted-foreground" data-testid="library-voice-own">
              Your voice
            </span>
          ) : voice.is_added_by_user ? (
            <span className="inline-flex h-8 items-center gap-1 px-2 text-sm text-emerald-700 dark:text-emerald-400" data-testid="library-voice-added">
              <Icon name="check" /> Added
            </span>
          ) : (
            <Button size="sm" onClick={() => onAdd(voice)} data-testid="library-voice-add" aria-label={`Add ${voice.name} to my voices`}>
              Add to my voices
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
