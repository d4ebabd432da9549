import { APP_ROUTES, GENERIC_ERROR, INVALID_ACTION_LINK, PASSWORD_MISMATCH, PASSWORD_MAX_LENGTH, actionCodeFailure, passwordProblem } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { clearLandingParams } from "#features/accounts/account-landing/landing-storage";
import { errorTypeOf, statusOf } from "../account-request-error";
import { useCheckPasswordReset } from "../api/use-check-password-reset";
import { useResetPassword } from "../api/use-reset-password";

/** The notice the sign-in page shows after a reset (passed in the navigation state). */
export const PASSWORD_RESET_NOTICE = "Your password has been changed and your personal API keys were revoked. Sign in with your new password.";

/** State the sign-in page reads for a notice. */
export interface SignInNoticeState {
  notice?: string;
}

function InvalidLink() {
  return (
    <div className="flex flex-col gap-4" data-testid="reset-link-invalid">
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        {INVALID_ACTION_LINK}
      </p>
      <Link to={APP_ROUTES.forgotPassword} className="text-sm font-medium text-zinc-900 underline dark:text-white">
        Ask for a new link
      </Link>
    </div>
  );
}

/**
 * Reset password (spec accounts §5): the mailed code is checked first (it answers the account's
 * e-mail), then a new password and its confirmation are set. Each step ends in success, an
 * invalid action code (used, expired or unknown: ask for a new link) or an unknown error.
 */
export function ResetPasswordForm({ oobCode }: { oobCode: string | null }) {
  const check = useCheckPasswordReset(oobCode);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string; form?: string }>({});
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (oobCode === null || linkInvalid) return <InvalidLink />;
  if (check.isPending) {
    return (
      <div className="flex justify-center py-6 text-muted-foreground">
        <Spinner label="Checking the link" />
      </div>
    );
  }
  if (check.isError) {
    if (actionCodeFailure(statusOf(check.error), errorTypeOf(check.error)) === "invalid_action_code") return <InvalidLink />;
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(check.error)}
        </p>
        <Button variant="secondary" onClick={() => void check.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    const problem = passwordProblem(password);
    if (problem) found.password = problem;
    else if (password !== confirmation) found.confirmation = PASSWORD_MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0 || reset.isPending || oobCode === null) return;
    reset.mutate(
      { oobCode, newPassword: password },
      {
        onSuccess: () => {
          clearLandingParams();
          const state: SignInNoticeState = { notice: PASSWORD_RESET_NOTICE };
          void navigate(APP_ROUTES.signIn, { replace: true, state });
        },
        onError: (error) => {
          const type = errorTypeOf(error);
          if (actionCodeFailure(statusOf(error), type) === "invalid_action_code") setLinkInvalid(true);
          // The server's own password rules (a common password) explain themselves.
          else if (type === "weak_password") setErrors({ password: errorMessage(error) });
          else setErrors({ form: statusOf(error) === null ? errorMessage(error) : GENERIC_ERROR });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="reset-password-form">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Choose a new password for <span className="font-medium text-zinc-900 dark:text-white">{check.data.email}</span>.
      </p>
      {/* The account's address for password managers. */}
      <input type="email" autoComplete="username" value={check.data.email} readOnly hidden />
      <Field id="new-password" label="New password" error={errors.password} hint="8 to 128 characters.">
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH * 2}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldErrorProps("new-password", errors.password)}
        />
      </Field>
      <Field id="confirm-password" label="Confirm new password" error={errors.confirmation}>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          {...fieldErrorProps("confirm-password", errors.confirmation)}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={reset.isPending} className="mt-2 w-full">
        {reset.isPending ? <Spinner label="Saving" /> : null}
        Set new password
      </Button>
    </form>
  );
}
