import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { saveBlob } from "#lib/save-blob";

/** The text of a downloaded or copied set: one code a line, with what they are for. */
function codesText(codes: string[]): string {
  return [
    "Vocable backup codes",
    "Each code works once. Signing in with one turns two-factor authentication off.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** A new set of backup codes, shown once: copy or download them before leaving. */
export function BackupCodesPanel({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      setCopied(true);
      toast.success("Backup codes copied to clipboard");
    } catch {
      toast.error("Could not copy. Select the codes and copy them yourself.");
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
      >
        Save these backup codes somewhere safe. They will not be shown again. If you lose your authenticator app, sign in with
        your password and one of these codes: each works once, and using one turns two-factor authentication off.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-zinc-100 p-3 font-mono text-sm dark:bg-zinc-800" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} data-testid="backup-code" className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Icon name={copied ? "check" : "copy"} />
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveBlob(new Blob([codesText(codes)], { type: "text/plain;charset=utf-8" }), "vocable-backup-codes.txt")}
        >
          <Icon name="download" />
          Download .txt
        </Button>
      </div>
    </div>
  );
}
