import { formatCount, remainingCharacters } from "@vocable/domain";
import { useUser } from "#features/accounts/user/api/use-user";

/** "N characters remaining" from the subscription; unlimited when the rule says -1. */
export function QuotaLine() {
  const { data: user } = useUser();
  if (!user) return <span className="text-zinc-400">&nbsp;</span>;
  const remaining = remainingCharacters(user.subscription);
  if (remaining === -1) return <span data-testid="quota-remaining">Unlimited characters</span>;
  return (
    <span data-testid="quota-remaining" title={`${remaining.toLocaleString("en-US")} characters remaining`}>
      {formatCount(remaining)} characters remaining
    </span>
  );
}
