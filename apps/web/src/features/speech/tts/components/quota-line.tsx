import { APP_ROUTES, formatCount, formatInteger, remainingCharacters, type TextQuotaStatus } from "@vocable/domain";
import { Link } from "react-router";
import { cn } from "#lib/cn";
import { useUser } from "#features/accounts/user/api/use-user";

/** "N characters remaining" from the subscription (red when the text does not fit); unlimited when the rule says -1. */
export function QuotaLine({ overQuota }: { overQuota: boolean }) {
  const { data: user } = useUser();
  if (!user) return <span className="text-zinc-400">&nbsp;</span>;
  const remaining = remainingCharacters(user.subscription);
  if (remaining === -1) return <span data-testid="quota-remaining">Unlimited characters</span>;
  return (
    <span
      data-testid="quota-remaining"
      title={`${formatInteger(remaining)} characters remaining`}
      className={cn(overQuota && "font-medium text-red-600 dark:text-red-400")}
    >
      {formatCount(remaining)} characters remaining
    </span>
  );
}

/** The id of the quota warning, for the Generate button's description. */
export const QUOTA_WARNING_ID = "tts-quota-warning";

/**
 * Before Generate: why the text does not fit in what remains (Generate is off), or that the part
 * past the limit will be billed; with the way to the plans. Nothing when the text fits.
 */
export function QuotaWarning({ status, message }: { status: TextQuotaStatus; message: string | null }) {
  if (status.kind === "ok" || !message) return null;
  const blocked = status.kind === "blocked";
  return (
    <p
      id={QUOTA_WARNING_ID}
      role={blocked ? "alert" : "status"}
      data-testid="tts-quota-warning"
      className={cn("text-xs", blocked ? "text-red-600 dark:text-red-400" : "text-amber-700 dark:text-amber-400")}
    >
      {message}{" "}
      <Link to={APP_ROUTES.subscription} className="font-medium underline">
        See plans
      </Link>
    </p>
  );
}
