import { useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useCreateIdentityProvider } from "../api/use-create-identity-provider";
import { validateIdentityProviderForm, type IdentityProviderFormErrors, type IdentityProviderFormValues } from "../validate-identity-provider-form";

const EMPTY: IdentityProviderFormValues = { issuer: "", client_id: "", client_secret: "", domain: "" };

/**
 * Registers the company's OpenID Connect provider: issuer URL, the client's ID and secret (made at
 * the provider with the redirect URI above), and the e-mail domain it signs people in for. The
 * server's refusal (an unreachable issuer, a domain taken) is shown above the fields.
 */
export function AddIdentityProviderForm() {
  const create = useCreateIdentityProvider();
  const [values, setValues] = useState<IdentityProviderFormValues>(EMPTY);
  const [errors, setErrors] = useState<IdentityProviderFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (key: keyof IdentityProviderFormValues) => (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateIdentityProviderForm(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { issuer: values.issuer.trim(), client_id: values.client_id.trim(), client_secret: values.client_secret, domain: values.domain.trim() },
      {
        onSuccess: () => setValues(EMPTY),
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby="add-idp-title" data-testid="add-identity-provider-form">
      <div className="flex flex-col gap-1">
        <h3 id="add-idp-title" className="text-sm font-medium">
          New identity provider
        </h3>
        <p className="text-xs text-muted-foreground">
          Create an OpenID Connect client at your identity provider with the redirect URI above, then enter its details. The client secret is not shown
          again.
        </p>
      </div>
      {serverError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200" data-testid="add-identity-provider-error">
          {serverError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="idp-issuer" label="Issuer URL" error={errors.issuer}>
          <Input
            id="idp-issuer"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={2048}
            placeholder="https://login.example.com/realms/staff"
            value={values.issuer}
            onChange={set("issuer")}
            {...fieldErrorProps("idp-issuer", errors.issuer)}
          />
        </Field>
        <Field id="idp-domain" label="E-mail domain" error={errors.domain}>
          <Input
            id="idp-domain"
            autoComplete="off"
            maxLength={253}
            placeholder="example.com"
            value={values.domain}
            onChange={set("domain")}
            {...fieldErrorProps("idp-domain", errors.domain)}
          />
        </Field>
        <Field id="idp-client-id" label="Client ID" error={errors.client_id}>
          <Input id="idp-client-id" autoComplete="off" maxLength={512} value={values.client_id} onChange={set("client_id")} {...fieldErrorProps("idp-client-id", errors.client_id)} />
        </Field>
        <Field id="idp-client-secret" label="Client secret" error={errors.client_secret}>
          <Input
            id="idp-client-secret"
            type="password"
            autoComplete="new-password"
            maxLength={2048}
            value={values.client_secret}
            onChange={set("client_secret")}
            {...fieldErrorProps("idp-client-secret", errors.client_secret)}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner label="Checking the identity provider" /> : null}
          Add identity provider
        </Button>
      </div>
    </form>
  );
}
