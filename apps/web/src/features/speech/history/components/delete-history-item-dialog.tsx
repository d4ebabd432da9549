import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { useDeleteHistoryItem } from "../api/use-delete-history-item";

interface DeleteHistoryItemDialogProps {
  /** The item asked about; the dialog is open while there is one. */
  item: { history_item_id: string } | null;
  onClose: () => void;
  title: string;
  description: string;
  /** After the server deleted it (the dialog has closed). */
  onDeleted?: () => void;
}

/** "Delete this …?" for one history item (speech, a conversion, a sound): Delete removes it, then the dialog closes. */
export function DeleteHistoryItemDialog({ item, onClose, title, description, onDeleted }: DeleteHistoryItemDialogProps) {
  const remove = useDeleteHistoryItem();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmText="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.history_item_id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
