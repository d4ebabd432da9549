import { useId, useState, type DragEvent, type ReactNode } from "react";
import { cn } from "#lib/cn";
import { Icon, type IconName } from "./icon";

type Size = "md" | "lg";

const sizes: Record<Size, { zone: string; disabled: string; prompt: string }> = {
  md: { zone: "gap-2 rounded-lg py-6", disabled: "opacity-50", prompt: "text-zinc-600 dark:text-zinc-400" },
  lg: { zone: "gap-3 rounded-xl py-8", disabled: "opacity-60", prompt: "text-zinc-700 dark:text-zinc-300" },
};

interface FileDropZoneProps {
  /** The files dropped on the box or chosen in the picker; nothing is taken while `disabled`. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The file picker's filter (dropped files are the caller's to check). */
  accept: string;
  multiple?: boolean;
  /** Before the button: "Drop … here, or". */
  prompt: string;
  /** The browse button's text, which also labels the file input. */
  browseText: string;
  /** Under the buttons: what files it takes; it describes the file input. */
  hint: ReactNode;
  /** More buttons beside the browse one (e.g. Record). */
  actions?: ReactNode;
  icon?: IconName;
  /** "lg" for a page's main input, "md" (the default) inside a form or dialog. */
  size?: Size;
  "data-testid": string;
  inputTestId: string;
}

/** A dashed box that takes files dropped on it, with a button that opens the file picker. */
export function FileDropZone({ onFiles, disabled = false, accept, multiple = false, prompt, browseText, hint, actions, icon, size = "md", inputTestId, ...rest }: FileDropZoneProps) {
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  // A new key empties the file input (its value cannot be set), so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const look = sizes[size];

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled) setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  }

  function onChosen(files: FileList | null) {
    onFiles(Array.from(files ?? []));
    setInputKey((k) => k + 1);
  }

  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={rest["data-testid"]}
      className={cn(
        "flex flex-col items-center border-2 border-dashed px-4 text-center text-sm transition-colors",
        look.zone,
        dragging ? "border-zinc-500 bg-zinc-50 dark:bg-zinc-800/60" : "border-zinc-300 dark:border-zinc-700",
        disabled && look.disabled,
      )}
    >
      {icon ? <Icon name={icon} className="h-6 w-6 text-muted-foreground" /> : null}
      <p className={look.prompt}>{prompt}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <label
          className={cn(
            "inline-flex h-8 items-center rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium hover:bg-zinc-100 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-zinc-500 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800",
            disabled ? "pointer-events-none" : "cursor-pointer",
          )}
        >
          {browseText}
          <input
            key={inputKey}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            className="sr-only"
            aria-describedby={hintId}
            data-testid={inputTestId}
            onChange={(e) => onChosen(e.target.files)}
          />
        </label>
        {actions}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
