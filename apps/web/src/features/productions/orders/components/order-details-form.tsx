import type { Order } from "../order-types";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useUpdateOrder } from "../api/use-order-changes";
import { deadlineBounds, fromDateTimeLocal, toDateTimeLocal } from "../order-dates";

/** A draft's name and deadline (optional, within 90 days), saved with PATCH. */
export function OrderDetailsForm({ order }: { order: Order }) {
  const update = useUpdateOrder(order.order_id);
  const [name, setName] = useState(order.name);
  const [deadline, setDeadline] = useState(toDateTimeLocal(order.deadline_at));
  const [bounds] = useState(() => deadlineBounds(new Date()));
  const changed = name.trim() !== order.name || deadline !== toDateTimeLocal(order.deadline_at);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    update.fire({ name: name.trim(), deadline_at: fromDateTimeLocal(deadline) }, { onSuccess: () => toast.success("Order details saved.") });
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label="Order details" data-testid="order-details">
      <Field id="order-name" label="Order name">
        <Input id="order-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} required disabled={update.isPending} />
      </Field>
      <Field id="order-deadline" label="Deadline (optional)" hint="Leave it empty for no deadline.">
        <Input id="order-deadline" type="datetime-local" value={deadline} min={bounds.min} max={bounds.max} onChange={(e) => setDeadline(e.target.value)} disabled={update.isPending} />
      </Field>
      <Button type="submit" variant="secondary" disabled={update.isPending || !changed || !name.trim()} data-testid="order-details-save" className="sm:mb-6">
        {update.isPending ? <Spinner label="Saving" /> : null}
        Save details
      </Button>
      {update.error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-400">
          {errorMessage(update.error)}
        </p>
      ) : null}
    </form>
  );
}
