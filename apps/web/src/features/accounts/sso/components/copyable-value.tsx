import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";

interface CopyableValueProps {
  /** What the value is, for the Copy button's name ("Copy {label}") and the toast. */
  label: string;
  value: string;
  "data-testid"?: string;
}

/** A value an admin pastes elsewhere (a redirect URI, a DNS record), selectable, with a Copy button. */
export function CopyableValue({ label, value, ...rest }: CopyableValueProps) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label[0]?.toUpperCase() ?? ""}${label.slice(1)} copied to clipboard`);
    } catch {
      toast.error("Could not copy. Select the text and copy it yourself.");
    }
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <code
        data-testid={rest["data-testid"]}
        className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs whitespace-nowrap select-all dark:bg-zinc-800"
      >
        {value}
      </code>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        <Icon name={copied ? "check" : "copy"} />
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}
