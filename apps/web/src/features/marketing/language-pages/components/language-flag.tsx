import { cn } from "#lib/cn";
import { flagUrl } from "../flags";

/**
 * A page's flag (bundled, 4:3). Decorative (`alt=""`) beside the name it goes with; give `label`
 * ("Flag of the Czech Republic") where it stands alone. Nothing when the code is not bundled.
 */
export function LanguageFlag({ code, label, className }: { code: string; label?: string; className?: string }) {
  const src = flagUrl(code);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={label ?? ""}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className={cn("inline-block h-[0.9em] w-auto shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.15)] dark:shadow-[0_0_0_1px_rgb(255_255_255/0.2)]", className)}
    />
  );
}
