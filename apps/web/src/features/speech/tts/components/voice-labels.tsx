import type { Voice } from "@vocable/contract";
import { badgeOverflow, formatLabel } from "@vocable/domain";
import { VoiceMethodBadge } from "#features/voices/voices/components/voice-method-badge";
import { methodBadge } from "#features/voices/voices/voice-method";

const LABEL_KEYS = ["accent", "gender", "age", "use_case", "language"] as const;

/** The engines of the premade voices, by their names; another engine (a GPU server, a local model) shows its own id. */
const ENGINE_NAMES: Record<string, string> = { flite: "Flite", "espeak-ng": "eSpeak NG" };

/** The engine a voice speaks through, as its badge says it. */
export function engineBadge(engine: string | undefined): string | null {
  if (!engine) return null;
  return ENGINE_NAMES[engine] ?? engine;
}

/**
 * What a workspace voice is made of (cloned, or the approximation standing in for a missing
 * engine), the voice's engine, then up to three label badges of it, then "+N".
 */
export function VoiceLabels({ voice }: { voice: Voice }) {
  const values = LABEL_KEYS.map((k) => voice.labels[k]).filter((v): v is string => Boolean(v)).map(formatLabel);
  const { visible, moreLabel } = badgeOverflow(values);
  const engine = engineBadge(voice.labels.engine);
  const method = methodBadge(voice.labels);
  if (!visible.length && !engine && !method) return null;
  return (
    <span className="flex flex-wrap gap-1">
      <VoiceMethodBadge labels={voice.labels} />
      {engine ? (
        <span className="rounded-full px-2 py-0.5 text-[11px] text-zinc-700 ring-1 ring-zinc-300 dark:text-zinc-300 dark:ring-zinc-700" title="Speech engine" data-testid="voice-engine">
          {engine}
        </span>
      ) : null}
      {voice.labels.vocable_converts_only === "true" ? (
        <span className="rounded-full px-2 py-0.5 text-[11px] text-zinc-700 ring-1 ring-zinc-300 dark:text-zinc-300 dark:ring-zinc-700" title="This voice converts speech (voice changer) and does not read text" data-testid="voice-converts-only">
          Voice changer only
        </span>
      ) : null}
      {visible.map((label) => (
        <span
          key={label}
          className="rounded-full bg-zinc-100 px-2 py-0.5 text-[11px] text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400"
        >
          {label}
        </span>
      ))}
      {moreLabel ? <span className="px-1 text-[11px] text-muted-foreground">{moreLabel}</span> : null}
    </span>
  );
}
