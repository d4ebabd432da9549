/** A code sample: scrolls sideways on narrow screens, and takes focus so keyboards can scroll it too. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <pre
        tabIndex={0}
        aria-label={`${title} example`}
        className="overflow-x-auto rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-xs leading-relaxed text-zinc-900 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
