import { DIALOGUE_MAX_CHARACTERS, formatInteger, textQuotaMessage, textQuotaStatus, type TextQuotaStatus } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { useUser } from "#features/accounts/user/api/use-user";
import { QUOTA_WARNING_ID, QuotaLine, QuotaWarning } from "#features/speech/tts/components/quota-line";
import type { DialogueBlocker } from "../dialogue-lines";

interface DialogueGenerateBarProps {
  /** The characters of all lines. */
  count: number;
  /** Why the dialogue cannot be generated (null: it can). */
  blocker: DialogueBlocker | null;
  /** Whether the reason is worth saying (a line without text says nothing; the voices may still be loading). */
  showBlocker: boolean;
  isPending: boolean;
  onGenerate: () => void;
}

const BLOCKER_ID = "dialogue-blocker";

/**
 * Under the lines: "n / 3,000 characters", what remains of the quota, Generate (off above the
 * limit, with no line to speak, over the quota or while asking) and the reason it is off.
 */
export function DialogueGenerateBar({ count, blocker, showBlocker, isPending, onGenerate }: DialogueGenerateBarProps) {
  const { data: user } = useUser();
  const quota: TextQuotaStatus = user ? textQuotaStatus(user.subscription, count) : { kind: "ok" };
  const quotaMessage = user ? textQuotaMessage(quota, user.subscription.tier) : null;
  const overQuota = quota.kind === "blocked";
  const tooLong = count > DIALOGUE_MAX_CHARACTERS;
  const reason = blocker && showBlocker ? blocker.message : null;
  const describedBy = [reason ? BLOCKER_ID : null, overQuota ? QUOTA_WARNING_ID : null].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col text-xs text-muted-foreground">
          <span data-testid="dialogue-char-count" className={tooLong || overQuota ? "text-red-600 dark:text-red-400" : undefined}>
            {formatInteger(count)} / {formatInteger(DIALOGUE_MAX_CHARACTERS)} characters
          </span>
          <QuotaLine overQuota={overQuota} />
        </div>
        <Button
          onClick={onGenerate}
          disabled={Boolean(blocker) || overQuota || isPending}
          aria-describedby={describedBy}
          title={reason ?? (overQuota ? (quotaMessage ?? undefined) : undefined)}
          data-testid="dialogue-generate"
          className="min-w-36"
        >
          {isPending ? (
            <>
              <Spinner label="Generating" /> Generating…
            </>
          ) : (
            "Generate dialogue"
          )}
        </Button>
      </div>
      {reason ? (
        <p id={BLOCKER_ID} role="alert" data-testid="dialogue-blocker" className="text-xs text-red-600 dark:text-red-400">
          {reason}
        </p>
      ) : null}
      <QuotaWarning status={quota} message={quotaMessage} />
    </>
  );
}
