import { normalizeBackupCode, normalizeTotpCode } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { useRemoveMfaWithBackupCode } from "../api/use-remove-mfa-with-backup-code";
import { useVerifyTotp } from "../api/use-verify-totp";
import { TotpCodeInput } from "./totp-code-input";

/** The answer of the password step when the account has two-factor on (Better Auth's two-factor plugin). */
export function isTwoFactorRedirect(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/** The waiting sign-in is gone (ten minutes passed, or too many tries): back to the password. */
function signInExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const body = error.body as { code?: string; detail?: { status?: string } } | null;
  return body?.code === "INVALID_TWO_FACTOR_COOKIE" || body?.detail?.status === "two_factor_sign_in_expired";
}

interface TwoFactorSignInStepProps {
  onSignedIn: () => void;
  /** Back to the password form (also when the waiting sign-in expired). */
  onRestart: () => void;
}

/**
 * The second step of a sign-in with two-factor on: the authenticator code, or a backup code
 * (which turns two-factor off, said before it is used).
 */
export function TwoFactorSignInStep({ onSignedIn, onRestart }: TwoFactorSignInStepProps) {
  const [mode, setMode] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyTotp();
  const removeMfa = useRemoveMfaWithBackupCode();
  const pending = verify.isPending || removeMfa.isPending;

  function fail(e: unknown) {
    if (signInExpired(e)) {
      toast.error("Your sign-in expired. Enter your password again.");
      return onRestart();
    }
    const code = e instanceof ApiError ? (e.body as { code?: string } | null)?.code : undefined;
    setError(code === "INVALID_CODE" ? "That code is not valid. Enter the current code your app shows for Vocable." : errorMessage(e));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (mode === "totp") {
      const normalized = normalizeTotpCode(code);
      if (!normalized) return setError("Enter the 6-digit code from your authenticator app.");
      setError(null);
      verify.mutate(normalized, { onSuccess: onSignedIn, onError: fail });
    } else {
      const normalized = normalizeBackupCode(code);
      if (!normalized) return setError("Enter one of your backup codes, like abcd-efgh-jkmn-pqrs.");
      setError(null);
      removeMfa.mutate(normalized, {
        onSuccess: () => {
          toast.success("Signed in. Two-factor authentication is now off: set it up again in Settings.");
          onSignedIn();
        },
        onError: fail,
      });
    }
  }

  function switchTo(next: "totp" | "backup") {
    setMode(next);
    setCode("");
    setError(null);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="two-factor-sign-in">
      {mode === "totp" ? (
        <Field id="sign-in-code" label="Authentication code" error={error} hint="Open your authenticator app and enter the 6-digit code for Vocable.">
          <TotpCodeInput id="sign-in-code" value={code} onChange={(e) => setCode(e.target.value)} {...fieldErrorProps("sign-in-code", error)} />
        </Field>
      ) : (
        <>
          <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            Lost your authenticator? A backup code signs you in and turns two-factor authentication off for your account. You can
            set it up again in Settings.
          </p>
          <Field id="sign-in-backup-code" label="Backup code" error={error}>
            <Input
              id="sign-in-backup-code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              className="font-mono"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              {...fieldErrorProps("sign-in-backup-code", error)}
            />
          </Field>
        </>
      )}
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Spinner label="Checking" /> : null}
        {mode === "totp" ? "Verify" : "Sign in and turn off two-factor"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="underline" onClick={() => switchTo(mode === "totp" ? "backup" : "totp")}>
          {mode === "totp" ? "Use a backup code" : "Use your authenticator app"}
        </button>
        <button type="button" className="text-muted-foreground underline" onClick={onRestart}>
          Back
        </button>
      </div>
    </form>
  );
}
