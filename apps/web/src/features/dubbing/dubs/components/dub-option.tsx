import type { ReactNode } from "react";

interface DubOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the option does, in a few words (the checkbox's name). */
  title: string;
  /** Its effect, said under the title. */
  hint: ReactNode;
  disabled?: boolean;
  describedBy?: string;
  testId: string;
}

/** One option of the New dub form: a checkbox with its title and what it changes. */
export function DubOption({ checked, onChange, title, hint, disabled, describedBy, testId }: DubOptionProps) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        data-testid={testId}
      />
      <span className="flex flex-col">
        <span>{title}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
