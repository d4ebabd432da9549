import { useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Dialog } from "#components/ui/dialog";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useIssueBackupCodes } from "../api/use-issue-backup-codes";
import { useTurnOffTwoFactor } from "../api/use-turn-off-two-factor";
import { useTwoFactorEnabled } from "../api/use-two-factor-enabled";
import { BackupCodesPanel } from "./backup-codes-panel";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";

/** The query parameter value that opens the set-up dialog (spec §2: /app/settings?dialog=add-2fa). */
export const ADD_TWO_FACTOR_DIALOG = "add-2fa";

/**
 * Settings: two-factor authentication. Off: set it up (the dialog, also opened by
 * `?dialog=add-2fa`). On: new backup codes, or turn it off (a sensitive action: without a fresh
 * e-mail proof the server's message says a link was mailed, and it is shown here).
 */
export function TwoFactorSection() {
  const enabled = useTwoFactorEnabled();
  const [params, setParams] = useSearchParams();
  // Open while the parameter is there (set-up turns two-factor on before the dialog shows the codes).
  const setupOpen = params.get("dialog") === ADD_TWO_FACTOR_DIALOG && enabled !== undefined;
  const [confirming, setConfirming] = useState<"off" | "codes" | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const turnOff = useTurnOffTwoFactor();
  const issue = useIssueBackupCodes();

  function setDialog(open: boolean) {
    const next = new URLSearchParams(params);
    if (open) next.set("dialog", ADD_TWO_FACTOR_DIALOG);
    else next.delete("dialog");
    setParams(next, { replace: !open });
  }

  function confirm() {
    setError(null);
    if (confirming === "off") {
      turnOff.mutate(undefined, {
        onSuccess: () => toast.success("Two-factor authentication turned off"),
        onError: (e) => setError(errorMessage(e)),
        onSettled: () => setConfirming(null),
      });
    } else {
      issue.mutate(undefined, {
        onSuccess: (fresh) => setCodes(fresh),
        onError: (e) => setError(errorMessage(e)),
        onSettled: () => setConfirming(null),
      });
    }
  }

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="two-factor-section">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="two-factor-heading" className="text-base font-semibold">
            Two-factor authentication
          </h2>
          {enabled === undefined ? (
            <Spinner label="Loading" />
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="two-factor-status">
              {enabled
                ? "On: signing in asks for a code from your authenticator app."
                : "Off: add a code from an authenticator app to every sign-in."}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            Codes by text message (SMS) are not offered: this server has no SMS provider configured.
          </p>
        </div>
        {enabled === false ? <Button onClick={() => setDialog(true)}>Set up authenticator app</Button> : null}
        {enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setConfirming("codes")}>
              New backup codes
            </Button>
            <Button variant="danger" onClick={() => setConfirming("off")}>
              Turn off
            </Button>
          </div>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="two-factor-error">
          {error}
        </p>
      ) : null}

      <TwoFactorSetupDialog open={setupOpen} alreadyOn={enabled === true} onClose={() => setDialog(false)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming === "off" ? "Turn off two-factor authentication?" : "Create new backup codes?"}
        description={
          confirming === "off"
            ? "Signing in will only ask for your password. Your backup codes stop working."
            : "Your current backup codes stop working. The new ones are shown once."
        }
        confirmText={confirming === "off" ? "Turn off" : "Create codes"}
        destructive={confirming === "off"}
        pending={turnOff.isPending || issue.isPending}
        onConfirm={confirm}
      />
      <Dialog open={codes !== null} onOpenChange={(open) => (open ? undefined : setCodes(null))} title="Your new backup codes">
        {codes ? <BackupCodesPanel codes={codes} /> : null}
        <div className="flex justify-end">
          <Button onClick={() => setCodes(null)}>Done</Button>
        </div>
      </Dialog>
    </section>
  );
}
