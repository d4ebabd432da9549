import { SUPPORT_ACCESS_DIALOG, SUPPORT_ACCESS_HOME_PATH, SUPPORT_ACCESS_GRANTED } from "@vocable/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { handleError } from "#lib/handle-error";
import { answerSignInRequest } from "../api/landing-calls";

/**
 * A verifySignInRequest link (spec accounts §2, §8): the user confirms granting support temporary
 * access ("Thank you…" toast, then home; a failed call shows its error toast and closes) or
 * declines, which goes home at once: the server is told, but declining never depends on it (an
 * unanswered request simply expires).
 */
export function SupportAccessDialog({ code, onDone }: { code: string; onDone: (code: string) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  function decline() {
    answerSignInRequest(code, false).catch((error: unknown) => console.warn("support-access decline not recorded", error));
    onDone(code);
    void navigate(SUPPORT_ACCESS_HOME_PATH);
  }

  async function grant() {
    setBusy(true);
    try {
      await answerSignInRequest(code, true);
      toast.success(SUPPORT_ACCESS_GRANTED);
      void navigate(SUPPORT_ACCESS_HOME_PATH);
    } catch (error) {
      handleError(error);
    } finally {
      onDone(code);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) decline();
      }}
      title={SUPPORT_ACCESS_DIALOG.title}
      description={SUPPORT_ACCESS_DIALOG.description}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={decline}>
          {SUPPORT_ACCESS_DIALOG.cancel}
        </Button>
        <Button disabled={busy} onClick={() => void grant()} data-testid="grant-support-access">
          {SUPPORT_ACCESS_DIALOG.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
