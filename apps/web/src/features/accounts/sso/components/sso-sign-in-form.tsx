import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { pathAfterSignUp } from "#features/accounts/sign-in/after-sign-up";
import { redirectPath } from "#features/accounts/sign-in/redirect";
import { EMAIL_MAX_LENGTH, emailProblem } from "#features/accounts/sign-in/validate-auth-form";
import { useStartSsoSignIn } from "../api/use-start-sso-sign-in";
import { ssoErrorMessage } from "../sso-error-message";
import { signInPageHref, ssoCallbackUrls } from "../sso-urls";

/** Shown when no verified identity provider serves the address (or the invite's workspace). */
const SSO_NOT_SET_UP = "Single sign-on is not set up for this e-mail domain.";

/**
 * /app/sso's form: a work e-mail (prefilled from `?email=`; optional with `?invite_code=`) finds
 * the workspace's identity provider, and the browser goes to it. A failed sign-in comes back with
 * `?error=`, explained above the form until the next try.
 */
export function SsoSignInForm() {
  const [params] = useSearchParams();
  const inviteCode = params.get("invite_code")?.trim() || null;
  const redirect = params.get("redirect");
  const returnedError = params.get("error");
  const [email, setEmail] = useState(() => params.get("email") ?? "");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [showReturnedError, setShowReturnedError] = useState(true);
  const [notFound, setNotFound] = useState(false);
  // Set once the provider's URL is known: the page is leaving, so the button stays busy.
  const [redirecting, setRedirecting] = useState(false);
  const start = useStartSsoSignIn();
  const busy = start.isPending || redirecting;

  // Back from the provider through the browser's cache: the page is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = email.trim();
    // With an invite the provider is the inviting workspace's: the address may be left empty.
    const problem = inviteCode && typed === "" ? null : emailProblem(typed);
    setEmailError(problem);
    if (problem) return;
    setShowReturnedError(false);
    setNotFound(false);
    const context = { email: typed, inviteCode, redirect };
    start.mutate(
      {
        email: typed || undefined,
        inviteCode: inviteCode ?? undefined,
        ...ssoCallbackUrls(context, redirectPath(redirect), pathAfterSignUp(redirect)),
      },
      {
        onSuccess: (result) => {
          if (result.kind === "not-found") {
            setNotFound(true);
            return;
          }
          setRedirecting(true);
          window.location.assign(result.url);
        },
        onError: handleError,
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sso-form">
      {returnedError && showReturnedError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200" data-testid="sso-error">
          {ssoErrorMessage(returnedError, params.get("error_description"))}
        </p>
      ) : null}
      {notFound ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200" data-testid="sso-not-found">
          {SSO_NOT_SET_UP}{" "}
          <Link to={signInPageHref({ email: email.trim(), inviteCode, redirect })} className="font-medium underline">
            Sign in with your password instead.
          </Link>
        </p>
      ) : null}
      {inviteCode ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="sso-invite-note">
          You are signing in to answer a workspace invite.
        </p>
      ) : null}
      <Field id="sso-email" label="Work e-mail" error={emailError} hint={inviteCode ? "Optional: the invite already names the workspace." : undefined}>
        <Input
          id="sso-email"
          type="email"
          autoComplete="email"
          autoFocus
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setNotFound(false);
          }}
          {...fieldErrorProps("sso-email", emailError)}
        />
      </Field>
      <Button type="submit" disabled={busy} aria-busy={busy} className="mt-2 w-full" data-testid="sso-submit">
        {busy ? <Spinner label={redirecting ? "Redirecting to your identity provider" : "Finding your identity provider"} /> : null}
        Sign in with SSO
      </Button>
    </form>
  );
}
