/** "N of 7 done" with a bar. */
export function ChecklistProgress({ completed, total }: { completed: number; total: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs text-muted-foreground" data-testid="checklist-progress">
        {completed} of {total} done
      </span>
      <div
        className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        role="progressbar"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
      >
        <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${total ? (completed / total) * 100 : 0}%` }} />
      </div>
    </div>
  );
}
