import type { LocalModelInfo } from "@vocable/contract";
import { cn } from "#lib/cn";
import { addedModelText } from "../local-model-labels";

/** What became of the archive just added: in use, not used (and why), or installed but broken (and why). */
export function AddedModelNotice({ model }: { model: LocalModelInfo }) {
  const { title, message, broken } = addedModelText(model);
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-lg border p-4 text-sm",
        broken
          ? "border-red-200 bg-red-50/60 text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
          : "border-emerald-200 bg-emerald-50/60 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/30 dark:text-emerald-300",
      )}
      data-testid="local-model-added"
      data-status={model.status}
    >
      <p className="font-semibold">{title}</p>
      <p className="break-words whitespace-pre-line">{message}</p>
    </div>
  );
}
