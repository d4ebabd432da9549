/** The Vocable word mark. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-base font-semibold tracking-tight">
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-zinc-900 dark:fill-white" />
        <path
          d="M9 12v8M14 8v16M19 11v10M24 14v4"
          className="stroke-white dark:stroke-zinc-900"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      Vocable
    </span>
  );
}
