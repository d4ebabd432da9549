import type { Voice } from "@vocable/contract";
import { badgeOverflow } from "@vocable/domain";

const LABEL_KEYS = ["accent", "gender", "age", "use_case", "language"] as const;

/** Up to three label badges of a voice, then "+N". */
export function VoiceLabels({ voice }: { voice: Voice }) {
  const values = LABEL_KEYS.map((k) => voice.labels[k]).filter((v): v is string => Boolean(v));
  const { visible, moreLabel } = badgeOverflow(values);
  if (!visible.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {visible.map((label) => (
        <span
          key={label}
          className="rounded-full bg-zinc-100 px-2 py-0.5 text-[11px] text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400"
        >
          {label}
        </span>
      ))}
      {moreLabel ? <span className="px-1 text-[11px] text-zinc-500">{moreLabel}</span> : null}
    </span>
  );
}
