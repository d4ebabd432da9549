import { CCPA_CONTROL_LABEL } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Switch } from "#components/ui/switch";
import { handleError } from "#lib/handle-error";
import { storeCcpaOptOut, syncCcpaOptOut } from "../ccpa-store";

interface CcpaControlProps {
  optedOut: boolean;
  /** Set by a Global Privacy Control signal: shown, not changeable. */
  lockedByGpc: boolean;
  signedIn: boolean;
}

/**
 * The "Do not sell or share my personal information" control: a link that opens a small dialog
 * with the switch. Saving stores the choice, tells the account when signed in, and reloads.
 */
export function CcpaControl({ optedOut, lockedByGpc, signedIn }: CcpaControlProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(optedOut);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    storeCcpaOptOut(value);
    try {
      if (signedIn) await syncCcpaOptOut(value);
      window.location.reload();
    } catch (error) {
      // Kept in this browser; the account is told next time.
      handleError(error);
      setSaving(false);
    }
  }

  return (
    <>
      <button
        type="button"
        data-testid="ccpa-link"
        onClick={() => {
          setValue(optedOut);
          setOpen(true);
        }}
        className="text-xs text-muted-foreground underline hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-200"
      >
        {CCPA_CONTROL_LABEL}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={CCPA_CONTROL_LABEL}
        description="Vocable does not sell your personal information or share it for advertising. Opt out to keep it that way whatever changes."
      >
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="ccpa-opt-out" className="text-sm">
            {lockedByGpc ? "Opted out by your browser's Global Privacy Control" : "Opt out of sale and sharing"}
          </label>
          <Switch id="ccpa-opt-out" checked={value} onCheckedChange={(next) => !lockedByGpc && setValue(next)} label="Opt out of sale and sharing" />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={saving || lockedByGpc || value === optedOut} onClick={() => void save()}>
            Save
          </Button>
        </div>
      </Dialog>
    </>
  );
}
