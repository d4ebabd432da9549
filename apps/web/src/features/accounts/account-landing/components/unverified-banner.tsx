import { NEEDS_VERIFY_EMAIL, UNVERIFIED_BANNER, VERIFICATION_EMAIL_ERROR } from "@vocable/domain";
import { toast } from "sonner";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { accountRequestError } from "#features/accounts/sign-in/account-request-error";
import { useSendVerificationEmail } from "#features/accounts/sign-in/api/use-send-verification-email";

/** A slim banner above the page while the signed-in user's e-mail is not verified. */
export function UnverifiedBanner() {
  const { data: session } = useSession();
  const send = useSendVerificationEmail();
  if (!session || session.user.emailVerified !== false) return null;
  return (
    <div
      role="status"
      data-testid="unverified-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <span>{UNVERIFIED_BANNER}</span>
      <button
        type="button"
        disabled={send.isPending}
        className="font-medium underline disabled:opacity-50"
        onClick={() =>
          send.mutate(session.user.email, {
            onSuccess: () => toast.success(NEEDS_VERIFY_EMAIL.resent),
            onError: (error) => toast.error(accountRequestError(error, VERIFICATION_EMAIL_ERROR)),
          })
        }
      >
        {NEEDS_VERIFY_EMAIL.resend}
      </button>
    </div>
  );
}
