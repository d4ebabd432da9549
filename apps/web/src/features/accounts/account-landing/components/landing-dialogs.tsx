import {
  EMAIL_VERIFIED,
  EMAIL_VERIFIED_TITLE,
  EMAIL_VERIFY_FAILED_TITLE,
  NEEDS_VERIFY_EMAIL,
  OPT_OUT_UPDATES_FAILURE,
  OPT_OUT_UPDATES_SUCCESS,
  VERIFICATION_EMAIL_ERROR,
  landingCloseDestination,
  promocodeFailureDialog,
  type LandingDialog,
} from "@vocable/domain";
import { useSyncExternalStore, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Spinner } from "#components/ui/spinner";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { accountRequestError } from "#features/accounts/sign-in/account-request-error";
import { useSendVerificationEmail } from "#features/accounts/sign-in/api/use-send-verification-email";
import { closeLandingDialogState, getLandingDialog, subscribeLandingDialog } from "../landing-dialog-store";
import { clearLandingParams, readLandingParams } from "../landing-storage";

interface DialogText {
  title: string;
  description: ReactNode;
}

function texts(dialog: Exclude<LandingDialog, "none">, signedIn: boolean, email: string, message?: string): DialogText {
  switch (dialog) {
    case "promocodeFailure":
      return promocodeFailureDialog(signedIn);
    case "needsVerifyEmail":
      return { title: NEEDS_VERIFY_EMAIL.title, description: NEEDS_VERIFY_EMAIL.description(email) };
    case "optOutUpdatesSuccess":
      return OPT_OUT_UPDATES_SUCCESS;
    case "optOutUpdatesFailed":
      return OPT_OUT_UPDATES_FAILURE;
    case "emailVerified":
      return { title: EMAIL_VERIFIED_TITLE, description: EMAIL_VERIFIED };
    case "emailVerifyFailed":
      return { title: EMAIL_VERIFY_FAILED_TITLE, description: message ?? "" };
  }
}

/** "Resend e-mail" of the needsVerifyEmail dialog and the verification failure. */
function ResendButton({ email }: { email: string }) {
  const send = useSendVerificationEmail();
  return (
    <Button
      variant="secondary"
      disabled={send.isPending}
      onClick={() =>
        send.mutate(email, {
          onSuccess: () => toast.success(NEEDS_VERIFY_EMAIL.resent),
          onError: (error) => toast.error(accountRequestError(error, VERIFICATION_EMAIL_ERROR)),
        })
      }
    >
      {send.isPending ? <Spinner label="Sending" /> : null}
      {NEEDS_VERIFY_EMAIL.resend}
    </Button>
  );
}

/**
 * The landing dialogs (spec accounts §4): closing one clears the dialog and the stored link
 * parameters, then goes to the link's continue URL (with internalCode and newUser) when the
 * redirect rule allows it, else to the default page; with no continue URL the page stays.
 */
export function LandingDialogs() {
  const { dialog, message } = useSyncExternalStore(subscribeLandingDialog, getLandingDialog);
  const { data: session } = useSession();
  const navigate = useNavigate();
  if (dialog === "none") return null;

  const email = session?.user.email ?? "";
  const { title, description } = texts(dialog, !!session, email, message);
  const canResend = !!session && session.user.emailVerified === false && (dialog === "needsVerifyEmail" || dialog === "emailVerifyFailed");

  const close = () => {
    const stored = readLandingParams();
    closeLandingDialogState();
    clearLandingParams();
    const { navigateTo, rejected } = landingCloseDestination(stored, window.location.origin);
    if (rejected) console.warn(`Continue URL refused (${rejected}); going to ${navigateTo}.`);
    if (navigateTo) void navigate(navigateTo, { replace: true });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={title} description={description}>
      <div className="flex justify-end gap-2" data-testid={`landing-dialog-${dialog}`}>
        {canResend ? <ResendButton email={email} /> : null}
        <Button onClick={close}>{dialog === "needsVerifyEmail" ? "Later" : "OK"}</Button>
      </div>
    </Dialog>
  );
}
