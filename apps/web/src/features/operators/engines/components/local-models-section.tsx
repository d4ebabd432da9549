import type { LocalModelInfo } from "@vocable/contract";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { apiErrorOf } from "#features/accounts/account-security/api/error-type";
import { useLocalModels } from "../api/use-local-models";
import { useRemoveLocalModel } from "../api/use-remove-local-model";
import { REMOVE_MODEL_DESCRIPTION } from "../local-model-labels";
import { AddLocalModelForm } from "./add-local-model-form";
import { LocalModelRow } from "./local-model-row";
import { LocalModelsEmpty } from "./local-models-empty";

/**
 * The engines page's local models (MODELS_DIR): each with its check's outcome and the engine it is
 * in use as, a form to add one from a sherpa-onnx archive, and Remove (confirmed first).
 */
export function LocalModelsSection() {
  const models = useLocalModels();
  const remove = useRemoveLocalModel();
  const [removing, setRemoving] = useState<LocalModelInfo | null>(null);
  const list = models.data?.models ?? [];
  const operatorsOnly = models.error !== null && apiErrorOf(models.error, "instance_admin_required") !== null;

  function confirmRemove() {
    if (!removing) return;
    const { model_id: modelId, name } = removing;
    remove.mutate(modelId, {
      onSuccess: () => toast.success(`“${name}” was removed.`),
      onSettled: () => setRemoving(null),
    });
  }

  let body: React.ReactNode;
  if (models.isPending) {
    body = (
      <div className="flex justify-center py-8 text-muted-foreground">
        <Spinner label="Loading the local models" />
      </div>
    );
  } else if (operatorsOnly) {
    body = (
      <p
        role="note"
        className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400"
        data-testid="local-models-operators-only"
      >
        Only the server&apos;s operators (ADMIN_EMAILS) can see and add local models.
      </p>
    );
  } else if (models.error) {
    body = <InlineError message={errorMessage(models.error)} onRetry={() => void models.refetch()} retrying={models.isFetching} data-testid="local-models-error" />;
  } else if (list.length === 0) {
    body = <LocalModelsEmpty />;
  } else {
    body = (
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="local-model-list" aria-label="Local models">
        {list.map((model) => (
          <LocalModelRow
            key={model.model_id}
            model={model}
            onRemove={setRemoving}
            removing={remove.isPending && remove.variables === model.model_id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="local-models-heading" className="flex flex-col gap-4" data-testid="local-models">
      <div>
        <h2 id="local-models-heading" className="text-lg font-semibold">
          Local models
        </h2>
        <p className="text-sm text-muted-foreground">
          Neural models installed on this server (MODELS_DIR). Each one that passes its check runs as an engine of its own, and its voices join the
          voice list.
        </p>
      </div>
      {body}
      {operatorsOnly ? null : <AddLocalModelForm />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove “${removing.name}”?` : "Remove the model?"}
        description={REMOVE_MODEL_DESCRIPTION}
        confirmText="Remove"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
