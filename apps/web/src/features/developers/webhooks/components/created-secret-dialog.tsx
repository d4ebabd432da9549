import type { CreatedWebhook } from "@vocable/contract";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Icon } from "#components/ui/icon";

/** Shows a new webhook's signing secret once, with Copy and how to verify deliveries. */
export function CreatedSecretDialog({ created, onClose }: { created: CreatedWebhook | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.webhook_secret);
      setCopied(true);
      toast.success("Signing secret copied to clipboard");
    } catch {
      toast.error("Could not copy. Select the secret and copy it yourself.");
    }
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && close()} title="Your webhook's signing secret">
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
      >
        Copy this secret now and keep it with your receiver. It will not be shown again.
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="created-webhook-secret"
          className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 font-mono text-xs whitespace-nowrap select-all dark:bg-zinc-800"
        >
          {created?.webhook_secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Icon name={copied ? "check" : "copy"} />
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Each delivery carries an <code className="font-mono text-xs">ElevenLabs-Signature</code> header; check it with the ElevenLabs SDK&apos;s{" "}
        <code className="font-mono text-xs">webhooks.constructEvent(body, signature, secret)</code>.
      </p>
      <div className="flex justify-end">
        <Button onClick={close}>Done</Button>
      </div>
    </Dialog>
  );
}
