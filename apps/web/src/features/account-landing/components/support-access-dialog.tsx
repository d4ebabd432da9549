import { SUPPORT_ACCESS_DIALOG, SUPPORT_ACCESS_HOME_PATH, SUPPORT_ACCESS_GRANTED } from "@vocable/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { handleError } from "../../../lib/handle-error";
import { answerSignInRequest } from "../api/landing-calls";

/**
 * A verifySignInRequest link (spec accounts §2, §8): the user confirms granting support temporary
 * access ("Thank you…" toast, then home) or declines (home). A failed call shows its error toast
 * and closes.
 */
export function SupportAccessDialog({ code, onDone }: { code: string; onDone: (code: string) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function answer(grant: boolean) {
    setBusy(true);
    try {
      await answerSignInRequest(code, grant);
      if (grant) toast.success(SUPPORT_ACCESS_GRANTED);
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
        if (!open && !busy) void answer(false);
      }}
      title={SUPPORT_ACCESS_DIALOG.title}
      description={SUPPORT_ACCESS_DIALOG.description}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void answer(false)}>
          {SUPPORT_ACCESS_DIALOG.cancel}
        </Button>
        <Button disabled={busy} onClick={() => void answer(true)} data-testid="grant-support-access">
          {SUPPORT_ACCESS_DIALOG.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
