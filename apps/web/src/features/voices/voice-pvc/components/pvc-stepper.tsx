import type { Voice } from "@vocable/contract";
import { cn } from "#lib/cn";
import { canOpenStep, PVC_STEPS, type PvcStep } from "../pvc-steps";

interface PvcStepperProps {
  voice: Voice | null;
  current: PvcStep;
  onChoose: (step: PvcStep) => void;
}

/** The wizard's steps: the current one marked, the ones the voice allows now clickable. */
export function PvcStepper({ voice, current, onChoose }: PvcStepperProps) {
  const at = PVC_STEPS.findIndex((s) => s.step === current);
  return (
    <ol className="flex flex-wrap items-center gap-2 text-sm" aria-label="Steps" data-testid="pvc-stepper">
      {PVC_STEPS.map(({ step, title }, index) => {
        const isCurrent = step === current;
        const open = !isCurrent && canOpenStep(voice, step);
        return (
          <li key={step} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden className="h-px w-6 bg-zinc-300 dark:bg-zinc-700" /> : null}
            <button
              type="button"
              disabled={!open}
              aria-current={isCurrent ? "step" : undefined}
              onClick={() => onChoose(step)}
              data-testid={`pvc-step-${step}`}
              className={cn(
                "inline-flex items-center gap-2 rounded-full px-3 py-1 font-medium",
                isCurrent ? "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900" : "text-zinc-600 dark:text-zinc-400",
                open ? "hover:bg-zinc-100 dark:hover:bg-zinc-800" : !isCurrent && "cursor-default opacity-60",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "flex h-5 w-5 items-center justify-center rounded-full text-xs",
                  isCurrent ? "bg-white text-zinc-900 dark:bg-zinc-900 dark:text-white" : index < at ? "bg-emerald-600 text-white" : "bg-zinc-200 dark:bg-zinc-800",
                )}
              >
                {index + 1}
              </span>
              {title}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
