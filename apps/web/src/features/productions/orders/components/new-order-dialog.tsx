import { APP_ROUTES } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { generatePath, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useCreateOrder } from "../api/use-create-order";
import { LanguageSelect } from "./language-select";

interface NewOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A history item to order a transcript of (from the history page's link). */
  historyItemId?: string | null;
}

/**
 * "New order": a name, and for a history item the language spoken in it. Create order makes the
 * order (and registers the history item's audio as its media), then opens its page.
 */
export function NewOrderDialog({ open, onOpenChange, historyItemId }: NewOrderDialogProps) {
  const create = useCreateOrder();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [language, setLanguage] = useState("");
  const fromHistory = !!historyItemId;
  const trimmed = name.trim() || (fromHistory ? "Human-checked transcript" : "");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || (fromHistory && !language)) return;
    create.fire(
      { name: trimmed, historyItem: fromHistory ? { id: historyItemId, language } : undefined },
      {
        onSuccess: ({ orderId, mediaError }) => {
          if (mediaError) toast.error(`The order was created, but the history item could not be added: ${mediaError}`);
          void navigate(generatePath(APP_ROUTES.workspaceProductionsOrder, { orderId }));
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title={fromHistory ? "Order a human-checked transcript" : "New order"}
      description={
        fromHistory
          ? "The history item's audio becomes the order's media. Next, choose the work on the order's page and see the price before you submit."
          : "Name the order. Next, add media and choose the work; you see the price before you submit."
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={create.isPending || undefined}>
        <Field id="new-order-name" label="Order name" hint={fromHistory ? "Leave it empty for “Human-checked transcript”." : undefined}>
          <Input id="new-order-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus required={!fromHistory} data-testid="new-order-name" />
        </Field>
        {fromHistory ? <LanguageSelect id="new-order-language" label="Language spoken" kind="transcription" value={language} onChange={setLanguage} /> : null}
        {create.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="new-order-error">
            {errorMessage(create.error)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending || !trimmed || (fromHistory && !language)} data-testid="new-order-create">
            {create.isPending ? <Spinner label="Creating the order" /> : null}
            Create order
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
