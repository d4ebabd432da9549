import { APP_ROUTES } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { handleError } from "../../../lib/handle-error";
import { sessionQueryOptions } from "../api/session-query";
import { useSignUp } from "../api/use-sign-up";
import { safeRedirectPath } from "../safe-redirect";
import { PASSWORD_MIN, validateAuthForm, type AuthFormErrors } from "../validate-auth-form";
import { fieldErrorProps } from "../../../components/ui/field-error-props";

/** Name, e-mail and password; a new account is signed in at once (or asked to verify its e-mail). */
export function SignUpForm() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const signUp = useSignUp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm({ name, email, password }, "sign-up");
    setErrors(found);
    if (Object.keys(found).length > 0 || signUp.isPending) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      {
        onSuccess: async () => {
          const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => null);
          if (session) {
            void navigate(safeRedirectPath(params.get("redirect"), window.location.origin), { replace: true });
          } else {
            toast.success("Account created. Check your e-mail to verify it, then sign in.");
            void navigate(APP_ROUTES.signIn, { replace: true });
          }
        },
        onError: handleError,
      },
    );
  }

  const field = (key: keyof AuthFormErrors) => fieldErrorProps(key, errors[key]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-up-form">
      <Field id="name" label="Name" error={errors.name}>
        <Input id="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} {...field("name")} />
      </Field>
      <Field id="email" label="E-mail" error={errors.email}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...field("email")}
        />
      </Field>
      <Field id="password" label="Password" error={errors.password} hint={`At least ${PASSWORD_MIN} characters.`}>
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
