import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Icon } from "#components/ui/icon";

interface CreatedKeyDialogProps {
  /** The new key in clear, or null when closed. */
  apiKey: string | null;
  onClose: () => void;
}

/** Shows a new key once, with Copy and a warning that it will not be shown again. */
export function CreatedKeyDialog({ apiKey, onClose }: CreatedKeyDialogProps) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (apiKey === null) return;
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
      toast.success("API key copied to clipboard");
    } catch {
      toast.error("Could not copy. Select the key and copy it yourself.");
    }
  }

  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title="Your new API key"
    >
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
      >
        Copy this key now and keep it somewhere safe. It will not be shown again.
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="created-api-key"
          className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs whitespace-nowrap select-all dark:bg-zinc-800"
        >
          {apiKey}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Icon name={copied ? "check" : "copy"} />
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          Done
        </Button>
      </div>
    </Dialog>
  );
}
