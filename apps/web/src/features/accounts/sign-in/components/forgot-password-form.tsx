import { PASSWORD_RESET_REQUEST_ERROR } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { accountRequestError } from "../account-request-error";
import { useSendPasswordResetEmail } from "../api/use-send-password-reset-email";
import { emailProblem, EMAIL_MAX_LENGTH } from "../validate-auth-form";

/** Shown after a reset link was asked for: the same words whether or not the address has an account. */
export const RESET_LINK_SENT = "If an account exists for that address, we've sent a link to reset your password.";

/** Forgot password: an e-mail address -> a reset link (if the address has an account). */
export function ForgotPasswordForm({ initialEmail = "" }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendPasswordResetEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem || send.isPending) return;
    const address = email.trim();
    send.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (err) => setError(accountRequestError(err, PASSWORD_RESET_REQUEST_ERROR)),
    });
  }

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" data-testid="reset-link-sent">
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {RESET_LINK_SENT}
        </p>
        <p className="text-sm text-muted-foreground">The link works once and for a short time. Check your spam folder if nothing arrives.</p>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Send again
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="forgot-password-form">
      <Field id="email" label="E-mail" error={error}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...fieldErrorProps("email", error)}
        />
      </Field>
      <Button type="submit" disabled={send.isPending} className="mt-2 w-full">
        {send.isPending ? <Spinner label="Sending" /> : null}
        Send reset link
      </Button>
    </form>
  );
}
