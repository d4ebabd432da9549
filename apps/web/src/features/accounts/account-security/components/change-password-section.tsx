import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH, passwordProblem } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { apiErrorOf } from "../api/error-type";
import { useChangePassword } from "../api/use-change-password";
import { SettingsSection } from "./settings-section";

export const PASSWORD_CHANGED = "Password changed. Every other session was signed out. Your personal API keys were revoked: create new ones for your integrations.";

interface Values {
  current: string;
  next: string;
  confirm: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { current: "", next: "", confirm: "" };

/**
 * What can be told before asking the server: presence, length and the confirmation. The server
 * applies the whole password rule (common passwords, the e-mail itself) and its reason is shown
 * under the new password.
 */
function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.current) errors.current = "Enter your current password.";
  const problem = values.next ? passwordProblem(values.next) : "Enter a new password.";
  if (problem) errors.next = problem;
  else if (values.next === values.current) errors.next = "Choose a password different from your current one.";
  if (!errors.next && values.confirm !== values.next) errors.confirm = PASSWORD_MISMATCH;
  return errors;
}

/** Settings: change the password (current, new, confirm); every other session is signed out and the personal API keys end (always, on the server). */
export function ChangePasswordSection() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || change.isPending) return;
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(PASSWORD_CHANGED);
        },
        onError: (error) => {
          const wrong = apiErrorOf(error, "invalid_password");
          const weak = apiErrorOf(error, "weak_password");
          if (wrong) setErrors({ current: wrong.message });
          else if (weak) setErrors({ next: weak.message });
          else handleError(error);
        },
      },
    );
  }

  const fields: { field: keyof Values; id: string; label: string; autoComplete: string }[] = [
    { field: "current", id: "current-password", label: "Current password", autoComplete: "current-password" },
    { field: "next", id: "new-password", label: "New password", autoComplete: "new-password" },
    { field: "confirm", id: "confirm-password", label: "Confirm new password", autoComplete: "new-password" },
  ];

  return (
    <SettingsSection id="password-section" title="Password" description="Changing your password signs out every other session and revokes your personal API keys (your workspaces' service account keys keep working).">
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4" data-testid="change-password-form">
      {fields.map(({ field, id, label, autoComplete }) => (
        <Field key={field} id={id} label={label} error={errors[field]} hint={field === "next" ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}>
          <Input
            id={id}
            type="password"
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(e) => set(field)(e.target.value)}
            {...fieldErrorProps(id, errors[field])}
          />
        </Field>
      ))}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner label="Changing password" /> : null}
          Change password
        </Button>
      </div>
    </form>
    </SettingsSection>
  );
}
