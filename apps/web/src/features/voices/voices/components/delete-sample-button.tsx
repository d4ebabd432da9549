import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";

type SampleDeletion = Pick<UseMutationResult<{ status: "ok" }, unknown, { voiceId: string; sampleId: string }>, "mutate" | "isPending">;

/** A voice sample's Delete button and its confirmation (a voice's samples and a professional voice's recordings). */
export function DeleteSampleButton({
  voiceId,
  sample,
  remove,
  disabled,
  testId,
}: {
  voiceId: string;
  sample: { sample_id: string; file_name: string };
  remove: SampleDeletion;
  disabled?: boolean;
  testId: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" disabled={disabled || remove.isPending} onClick={() => setConfirming(true)} aria-label={`Delete sample ${sample.file_name}`} data-testid={testId}>
        <Icon name="trash" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this sample?"
        description={`“${sample.file_name}” is removed from the voice for good.`}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { voiceId, sampleId: sample.sample_id },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success("The sample was deleted.");
              },
            },
          )
        }
      />
    </>
  );
}
