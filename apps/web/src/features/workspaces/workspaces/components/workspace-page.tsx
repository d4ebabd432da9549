import { APP_ROUTES, TRAINING_OPT_OUT_ADMIN_ONLY } from "@vocable/domain";
import { Link } from "react-router";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { errorMessage } from "#lib/handle-error";
import { useUpdateTrainingOptOut } from "../api/use-update-training-opt-out";
import { useWorkspace } from "../api/use-workspace";
import { WorkspaceTabs } from "./workspace-tabs";

/** /app/workspace: the workspace's name and seats, and the training opt-out (admins change it). */
export function WorkspacePage() {
  const workspace = useWorkspace();
  const update = useUpdateTrainingOptOut();
  if (workspace.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the workspace" />
      </div>
    );
  }
  if (workspace.error) return <InlineError message={errorMessage(workspace.error)} onRetry={() => void workspace.refetch()} retrying={workspace.isFetching} />;
  const ws = workspace.data;
  const canChange = ws.can_change_training_opt_out;
  return (
    <div className="flex flex-col gap-6">
      <WorkspaceTabs />
      <div>
        <h1 className="text-xl font-semibold" data-testid="workspace-name">
          {ws.name}
        </h1>
        <p className="text-sm text-muted-foreground" data-testid="workspace-seats">
          {ws.seats_used} of {ws.max_seats} {ws.max_seats === 1 ? "seat" : "seats"} used ·{" "}
          <Link to={APP_ROUTES.workspaceMembers} className="underline">
            Members
          </Link>{" "}
          ·{" "}
          <Link to={APP_ROUTES.workspaceSecurity} className="underline" data-testid="workspace-security-link">
            Security
          </Link>
        </p>
      </div>
      <section className="flex items-start justify-between gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <div className="flex flex-col gap-1">
          <h2 className="text-sm font-medium" id="training-opt-out-label">
            Opt out of training
          </h2>
          <p className="text-xs text-muted-foreground">
            When on, audio and text generated in this workspace are never used to train models.
          </p>
        </div>
        {/* A disabled button gets no pointer events in some browsers: the wrapper carries the tooltip. */}
        <span title={canChange ? undefined : TRAINING_OPT_OUT_ADMIN_ONLY} data-testid="training-opt-out-wrapper" aria-describedby={canChange ? undefined : "training-opt-out-hint"}>
          <Switch
            id="training-opt-out"
            label="Opt out of training"
            checked={update.isPending && update.variables !== undefined ? update.variables : ws.training_opt_out.enabled}
            disabled={!canChange || update.isPending}
            onCheckedChange={(checked) => update.mutate(checked)}
          />
          {canChange ? null : (
            <span id="training-opt-out-hint" role="tooltip" className="sr-only">
              {TRAINING_OPT_OUT_ADMIN_ONLY}
            </span>
          )}
        </span>
      </section>
    </div>
  );
}
