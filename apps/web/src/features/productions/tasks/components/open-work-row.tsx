import { formatRelativeTime } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { formatCents } from "#features/productions/payouts/money";
import type { ClaimFlow } from "../hooks/use-claim-flow";
import { ClaimError } from "./claim-error";
import { languageName, mediaLengthText, taskKindLabel } from "../task-view";

interface OpenWork {
  description_id: string;
  team_id: string;
  kind: string;
  language: string;
  priority: number;
  media_seconds: number;
  earning_cents: number;
  due_unix: number | null;
  created_at_unix: number;
}

/** One piece of open work: what it is, how long, what it pays, when it is due, and Claim (with the refusal's reason under it). */
export function OpenWorkRow({ work, nowUnix, claim }: { work: OpenWork; nowUnix: number; claim: ClaimFlow }) {
  const mine = claim.attempted?.descriptionId === work.description_id;
  const claiming = mine && claim.pending;
  const label = `${taskKindLabel(work.kind)}, ${languageName(work.language)}, ${mediaLengthText(work.media_seconds)}`;
  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="open-work" data-description-id={work.description_id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-sm font-medium">
            {taskKindLabel(work.kind)} · {languageName(work.language)}
            {work.priority > 0 ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">Urgent</span> : null}
          </p>
          <p className="text-xs text-muted-foreground">
            <span className="tabular-nums">{mediaLengthText(work.media_seconds)}</span> of media
            <span aria-hidden> · </span>
            pays <span className="font-medium text-zinc-900 dark:text-zinc-100">{formatCents(work.earning_cents)}</span>
            <span aria-hidden> · </span>
            {work.due_unix ? `order due ${formatRelativeTime(work.due_unix, nowUnix)}` : "no order deadline"}
            <span aria-hidden> · </span>
            posted {formatRelativeTime(work.created_at_unix, Math.max(nowUnix, work.created_at_unix))}
          </p>
        </div>
        <Button size="sm" onClick={() => claim.start(work.description_id, work.team_id)} disabled={claim.pending} aria-label={`Claim: ${label}`} data-testid="open-work-claim">
          {claiming ? <Spinner label="Claiming" /> : null}
          {claiming ? "Claiming…" : "Claim"}
        </Button>
      </div>
      {mine && claim.error ? <ClaimError error={claim.error} /> : null}
    </li>
  );
}
