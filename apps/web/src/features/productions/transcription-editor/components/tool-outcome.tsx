import { Button } from "#components/ui/button";
import type { EditorTools } from "../hooks/use-editor-tools";

/** How the last tool ended (the server's words when it failed), until dismissed or the next one. */
export function ToolOutcome({ tools }: { tools: EditorTools }) {
  const { outcome } = tools;
  if (!outcome) return null;
  const failed = outcome.kind === "failed";
  return (
    <div
      role={failed ? "alert" : "status"}
      className={
        failed
          ? "flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
          : "flex items-start justify-between gap-3 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800"
      }
      data-testid="editor-tool-outcome"
      data-state={outcome.kind}
    >
      <div>
        {failed ? <p className="font-semibold">{outcome.title}</p> : null}
        <p>{outcome.message}</p>
      </div>
      <Button size="sm" variant="ghost" onClick={tools.dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
