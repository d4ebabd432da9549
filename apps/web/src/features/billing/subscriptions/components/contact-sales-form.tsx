import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { handleError } from "#lib/handle-error";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { useContactSales } from "../api/use-contact-sales";
import { validateContactSales, type ContactSalesErrors, type ContactSalesFields } from "../contact-sales-fields";

/** Shown once the inquiry is stored. */
export const CONTACT_SALES_SENT = "Thank you! Our sales team will get back to you by e-mail.";

/**
 * The Enterprise inquiry (spec accounts §2: Enterprise is contact-sales only): name, e-mail,
 * company, seats and what is needed; stored by the server, which e-mails the operators. The same
 * form is the Enterprise card's dialog and the /contact-sales page.
 */
export function ContactSalesForm({ onDone }: { onDone?: () => void }) {
  const { data: session } = useSession();
  const [fields, setFields] = useState<ContactSalesFields>(() => ({
    name: session?.user.name ?? "",
    email: session?.user.email ?? "",
    company: "",
    seats: "",
    message: "",
  }));
  const [errors, setErrors] = useState<ContactSalesErrors>({});
  const [sent, setSent] = useState(false);
  const send = useContactSales();
  const set = (key: keyof ContactSalesFields) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { errors: found, request } = validateContactSales(fields);
    setErrors(found);
    if (!request || send.isPending) return;
    send.mutate(request, { onSuccess: () => setSent(true), onError: handleError });
  }

  if (sent) {
    return (
      <div className="flex flex-col items-start gap-3" role="status" data-testid="contact-sales-sent">
        <p className="text-sm">{CONTACT_SALES_SENT}</p>
        {onDone ? <Button onClick={onDone}>Close</Button> : null}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="contact-sales-form">
      <Field id="sales-name" label="Name" error={errors.name}>
        <Input id="sales-name" autoComplete="name" maxLength={200} value={fields.name} onChange={set("name")} {...fieldErrorProps("sales-name", errors.name)} />
      </Field>
      <Field id="sales-email" label="Work e-mail" error={errors.email}>
        <Input id="sales-email" type="email" autoComplete="email" maxLength={254} value={fields.email} onChange={set("email")} {...fieldErrorProps("sales-email", errors.email)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sales-company" label="Company (optional)" error={errors.company}>
          <Input id="sales-company" autoComplete="organization" maxLength={200} value={fields.company} onChange={set("company")} />
        </Field>
        <Field id="sales-seats" label="Seats (optional)" error={errors.seats}>
          <Input id="sales-seats" inputMode="numeric" value={fields.seats} onChange={set("seats")} {...fieldErrorProps("sales-seats", errors.seats)} />
        </Field>
      </div>
      <Field id="sales-message" label="What do you need?" error={errors.message}>
        <Textarea id="sales-message" rows={4} maxLength={5000} value={fields.message} onChange={set("message")} {...fieldErrorProps("sales-message", errors.message)} />
      </Field>
      <Button type="submit" disabled={send.isPending} className="self-end">
        {send.isPending ? <Spinner label="Sending" /> : null}
        Send
      </Button>
    </form>
  );
}
