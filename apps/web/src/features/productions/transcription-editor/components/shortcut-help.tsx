import { SHORTCUTS } from "../editor-shortcuts";

/** The "Keyboard shortcuts" box: every chord of editor-shortcuts.ts, as the help reads. */
export function ShortcutHelp() {
  return (
    <section aria-labelledby="editor-shortcuts-heading" className="rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="editor-shortcuts">
      <h2 id="editor-shortcuts-heading" className="mb-2 font-semibold">
        Keyboard shortcuts
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {SHORTCUTS.map((s) => (
          <div key={s.action} className="contents">
            <dt className="whitespace-nowrap">
              {s.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 ? " or " : null}
                  <kbd className="rounded border border-zinc-300 bg-zinc-100 px-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-800">{k}</kbd>
                </span>
              ))}
            </dt>
            <dd className="text-muted-foreground">{s.description}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">They work while you type in a segment. On a Mac, Option is Alt and Cmd works as Ctrl (Cmd+Space opens Spotlight: use Option+K).</p>
    </section>
  );
}
