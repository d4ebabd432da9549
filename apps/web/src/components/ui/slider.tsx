import * as RadixSlider from "@radix-ui/react-slider";
import type { KeyboardEvent } from "react";
import { cn } from "#lib/cn";

interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  onValueCommit?: (value: number) => void;
  min: number;
  max: number;
  step: number;
  label: string;
  valueText?: string;
  className?: string;
  disabled?: boolean;
  testId?: string;
  /** Runs before the slider's own key handling; call preventDefault to replace it. */
  onKeyDown?: (event: KeyboardEvent<HTMLSpanElement>) => void;
  thumbTestId?: string;
}

/** Single-thumb slider (Radix): keyboard and pointer, role="slider" with aria-valuenow on the thumb. */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step,
  label,
  valueText,
  className,
  disabled,
  testId,
  onKeyDown,
  thumbTestId,
}: SliderProps) {
  return (
    <RadixSlider.Root
      className={cn("relative flex h-5 w-full touch-none items-center select-none", className)}
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(v) => onValueChange(v[0] ?? min)}
      onValueCommit={(v) => onValueCommit?.(v[0] ?? min)}
      data-testid={testId}
      onKeyDown={onKeyDown}
    >
      <RadixSlider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700">
        <RadixSlider.Range className="absolute h-full bg-zinc-900 dark:bg-zinc-100" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        data-testid={thumbTestId}
        className="block h-4 w-4 rounded-full border-2 border-zinc-900 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 dark:border-zinc-100 dark:bg-zinc-900"
      />
    </RadixSlider.Root>
  );
}
