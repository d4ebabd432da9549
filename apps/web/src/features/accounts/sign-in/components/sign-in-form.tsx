import { useState, type FormEvent } from "react";
import { APP_ROUTES } from "@vocable/domain";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { useSignIn } from "../api/use-sign-in";
import { redirectPath } from "../redirect";
import { validateAuthForm, type AuthFormErrors } from "../validate-auth-form";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { TwoFactorSignInStep, isTwoFactorRedirect } from "#features/accounts/two-factor/components/two-factor-sign-in-step";
import { readLandingParams } from "#features/accounts/account-landing/landing-storage";
import { ssoPageHref } from "#features/accounts/sso/sso-urls";

/** E-mail + password sign-in; goes to the `redirect` target when the redirect rule allows it. */
export function SignInForm() {
  const [params] = useSearchParams();
  // Prefilled when /app/sso sends a person back to their password.
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [twoFactor, setTwoFactor] = useState(false);
  const signIn = useSignIn();
  const navigate = useNavigate();

  const done = () => void navigate(redirectPath(params.get("redirect")), { replace: true });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm({ email, password }, "sign-in");
    setErrors(found);
    if (Object.keys(found).length > 0 || signIn.isPending) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => (isTwoFactorRedirect(answer) ? setTwoFactor(true) : done()),
        onError: handleError,
      },
    );
  }

  if (twoFactor) return <TwoFactorSignInStep onSignedIn={done} onRestart={() => setTwoFactor(false)} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-in-form">
      <Field id="email" label="E-mail" error={errors.email}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...fieldErrorProps("email", errors.email)}
        />
      </Field>
      <div className="-mb-2 flex justify-end">
        <Link to={APP_ROUTES.forgotPassword} className="text-xs font-medium text-zinc-600 underline hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white">
          Forgot password?
        </Link>
      </div>
      <Field id="password" label="Password" error={errors.password}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...fieldErrorProps("password", errors.password)}
        />
      </Field>
      <Button type="submit" disabled={signIn.isPending} className="mt-2 w-full">
        {signIn.isPending ? <Spinner label="Signing in" /> : null}
        Sign in
      </Button>
      {/* Single sign-on keeps what is known: the address typed, an invite link's code, the target. */}
      <Link
        to={ssoPageHref({ email: email.trim(), inviteCode: params.get("invite_code") ?? readLandingParams().inviteCode, redirect: params.get("redirect") })}
        className="inline-flex h-10 w-full items-center justify-center rounded-lg border border-zinc-300 bg-white text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
        data-testid="sign-in-sso-link"
      >
        Sign in with SSO
      </Link>
    </form>
  );
}
