import { cn } from "#lib/cn";

interface ProgressBarProps {
  /** Done so far, 0 to 100. */
  percent: number;
  /** The bar's accessible name ("Uploading the media"). */
  label: string;
  /** What a screen reader says for the value, when the percentage alone is not enough ("Rendering, 40%"). */
  valueText?: string;
  /** "sm" (a list row) or "md". */
  size?: "sm" | "md";
  /** Not started yet (queued): a full, faint, pulsing bar instead of the percentage. */
  waiting?: boolean;
  className?: string;
}

/** The app's determinate progress bar: a track and a fill that moves as the work goes on. */
export function ProgressBar({ percent, label, valueText, size = "md", waiting = false, className }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn("w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800", size === "sm" ? "h-1.5" : "h-2", className)}
    >
      <div
        className={cn("h-full rounded-full bg-zinc-900 transition-[width] duration-500 dark:bg-white", waiting && "motion-safe:animate-pulse")}
        style={{ width: `${waiting ? 100 : value}%`, opacity: waiting ? 0.25 : undefined }}
      />
    </div>
  );
}
