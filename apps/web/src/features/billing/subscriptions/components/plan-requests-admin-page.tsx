import type { AdminPlanRequest } from "@vocable/contract";
import { formatCalendarDate } from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { errorMessage, handleError } from "#lib/handle-error";
import { apiErrorOf } from "#features/accounts/account-security/api/error-type";
import { useAdminPlanRequests } from "../api/use-admin-plan-requests";
import { useDecidePlanRequest } from "../api/use-decide-plan-request";
import { requestedPlanName } from "../billing-mode";

function DenyDialog({ request, onClose }: { request: AdminPlanRequest; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const decide = useDecidePlanRequest();
  const plan = requestedPlanName(request);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Deny ${plan}?`} description="The workspace keeps its plan. The member is e-mailed, with your reason if you give one.">
      <Field id="deny-reason" label="Reason (optional)">
        <Textarea id="deny-reason" value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutateAsync({ id: request.plan_request_id, action: "deny", reason: reason.trim() || null }).then(() => {
              toast.success(`Denied ${plan} for ${request.workspace_name ?? request.workspace_id}.`);
              onClose();
            }, handleError)
          }
        >
          Deny
        </Button>
      </div>
    </Dialog>
  );
}

function RequestRow({ request, onDeny }: { request: AdminPlanRequest; onDeny: () => void }) {
  const decide = useDecidePlanRequest();
  const plan = requestedPlanName(request);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="plan-request-row">
      <div className="flex flex-col gap-0.5 text-sm">
        <span className="font-medium" data-testid="plan-request-plan">
          {plan}
          {request.kind === "upgrade" ? " (upgrade)" : ""}
        </span>
        <span data-testid="plan-request-workspace">
          {request.workspace_name ?? "A workspace"} · {request.requested_by_email ?? "a former member"}
        </span>
        <span className="text-xs text-muted-foreground">
          Asked on {formatCalendarDate(request.created_at_unix)}
          {request.promocode ? ` · promo code ${request.promocode}` : ""} · {request.workspace_id}
        </span>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={onDeny} data-testid="plan-request-deny">
          Deny
        </Button>
        <Button
          size="sm"
          disabled={decide.isPending}
          data-testid="plan-request-approve"
          // mutateAsync: the row leaves the list once the queue is read again, and the toast must still show.
          onClick={() =>
            decide.mutateAsync({ id: request.plan_request_id, action: "approve" }).then(
              () => toast.success(`Approved ${plan} for ${request.workspace_name ?? request.workspace_id}.`),
              handleError,
            )
          }
        >
          {decide.isPending ? <Spinner label="Approving" /> : null}
          Approve
        </Button>
      </div>
    </li>
  );
}

/**
 * /app/admin/plan-requests: the paid plans workspaces asked for (BILLING_PROVIDER=local without
 * BILLING_SELF_SERVICE), oldest first, for the server's operators to approve (the plan and its
 * invoice are applied at once) or deny with an optional reason.
 */
export function PlanRequestsAdminPage() {
  const requests = useAdminPlanRequests();
  const [denying, setDenying] = useState<AdminPlanRequest | null>(null);
  const list = requests.data?.pages.flatMap((p) => p.plan_requests) ?? [];
  const operatorsOnly = requests.error !== null && apiErrorOf(requests.error, "instance_admin_required") !== null;

  let body: React.ReactNode;
  if (requests.isPending) body = <Spinner label="Loading the plan requests" />;
  else if (operatorsOnly)
    body = (
      <p role="note" className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400" data-testid="plan-requests-operators-only">
        Only the server&apos;s operators (ADMIN_EMAILS) can see plan requests.
      </p>
    );
  else if (requests.error) body = <InlineError message={errorMessage(requests.error)} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  else if (list.length === 0)
    body = (
      <p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="plan-requests-empty">
        No plan requests wait for you.
      </p>
    );
  else
    body = (
      <>
        <ul className="flex flex-col gap-3" data-testid="plan-request-list">
          {list.map((r) => (
            <RequestRow key={r.plan_request_id} request={r} onDeny={() => setDenying(r)} />
          ))}
        </ul>
        {requests.hasNextPage ? (
          <Button variant="secondary" size="sm" disabled={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()}>
            Load more
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold">Plan requests</h1>
        <p className="text-sm text-muted-foreground">
          On this server paid plans are granted by its operators. Approving applies the plan at once, with its invoice (not collected); the member is e-mailed
          either way.
        </p>
      </div>
      {body}
      {denying ? <DenyDialog request={denying} onClose={() => setDenying(null)} /> : null}
    </div>
  );
}
