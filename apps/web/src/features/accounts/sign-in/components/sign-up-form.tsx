import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { toast } from "sonner";
import { errorMessage } from "#lib/handle-error";
import { pathAfterSignUp } from "../after-sign-up";
import { useSignUp } from "../api/use-sign-up";
import { EMAIL_MAX_LENGTH, validateAuthForm, type AuthFormErrors } from "../validate-auth-form";

/** What a sign-up without a session shows: the same words whether or not the address had an account. */
export const CHECK_INBOX = { title: "Check your inbox", description: "We've sent you an e-mail. Follow the link in it to continue." } as const;

/** The toast of a refused sign-up (one at a time; it goes when a later attempt succeeds). */
const SIGN_UP_ERROR_TOAST = "sign-up-error";

/** Name, e-mail and password; a new account enters the app, otherwise "check your inbox". */
export function SignUpForm() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const [checkInbox, setCheckInbox] = useState(false);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm({ name, email, password }, "sign-up");
    setErrors(found);
    if (Object.keys(found).length > 0 || signUp.isPending) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: ({ signedIn }) => {
          // The refusal of an earlier attempt (a weak password, say) is over.
          toast.dismiss(SIGN_UP_ERROR_TOAST);
          if (signedIn) void navigate(pathAfterSignUp(params.get("redirect")), { replace: true });
          else setCheckInbox(true);
        },
        // handleError's text, under a name so that success can take it away.
        onError: (error) => toast.error(errorMessage(error), { id: SIGN_UP_ERROR_TOAST }),
      },
    );
  }

  if (checkInbox) {
    return (
      <div className="flex flex-col gap-2" role="status" data-testid="check-inbox">
        <h2 className="text-base font-semibold">{CHECK_INBOX.title}</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{CHECK_INBOX.description}</p>
      </div>
    );
  }

  const field = (key: keyof AuthFormErrors) => fieldErrorProps(key, errors[key]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-up-form">
      <Field id="name" label="Name" error={errors.name}>
        <Input id="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} value={name} onChange={(e) => setName(e.target.value)} {...field("name")} />
      </Field>
      <Field id="email" label="E-mail" error={errors.email}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...field("email")}
        />
      </Field>
      <Field id="password" label="Password" error={errors.password} hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          {...field("password")}
        />
      </Field>
      <Button type="submit" disabled={signUp.isPending} className="mt-2 w-full">
        {signUp.isPending ? <Spinner label="Creating account" /> : null}
        Create account
      </Button>
    </form>
  );
}
