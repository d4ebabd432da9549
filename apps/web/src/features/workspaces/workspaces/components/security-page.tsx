import { SECURITY_SETTINGS_ADMIN_ONLY, SESSION_INACTIVITY_TIMEOUT_CHOICES, describeInactivityTimeout } from "@vocable/domain";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { errorMessage } from "#lib/handle-error";
import { useUpdateSecuritySettings } from "../api/use-update-security-settings";
import { useWorkspace } from "../api/use-workspace";
import { WorkspaceTabs } from "./workspace-tabs";
import { SsoSettings } from "#features/accounts/sso/components/sso-settings";

const NEVER = "never";

/**
 * /app/workspace/security: whether members must use two-factor, and after how long without
 * activity they are signed out. Admins change them (each change saves at once, with a toast);
 * everyone else reads them. Single sign-on follows (features/accounts/sso).
 */
export function SecurityPage() {
  const workspace = useWorkspace();
  const update = useUpdateSecuritySettings();
  if (workspace.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the security settings" />
      </div>
    );
  }
  if (workspace.error) return <InlineError message={errorMessage(workspace.error)} onRetry={() => void workspace.refetch()} retrying={workspace.isFetching} />;
  const ws = workspace.data;
  const canChange = ws.can_change_training_opt_out;
  const pending = update.isPending ? update.variables : undefined;
  const mfaRequired = pending?.mfa_required_for_users ?? ws.mfa_required_for_users;
  const timeout = pending && pending.session_inactivity_timeout !== undefined ? pending.session_inactivity_timeout : ws.session_inactivity_timeout;
  // A value set through the API that the list does not offer is still shown.
  const choices = timeout === null || SESSION_INACTIVITY_TIMEOUT_CHOICES.includes(timeout) ? SESSION_INACTIVITY_TIMEOUT_CHOICES : [...SESSION_INACTIVITY_TIMEOUT_CHOICES, timeout].sort((a, b) => a - b);

  return (
    <div className="flex flex-col gap-6" data-testid="security-page">
      <WorkspaceTabs />
      <div>
        <h1 className="text-xl font-semibold">Security</h1>
        <p className="text-sm text-muted-foreground">How members of {ws.name} sign in and how long an idle session lasts.</p>
        {canChange ? null : (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="security-read-only">
            {SECURITY_SETTINGS_ADMIN_ONLY}
          </p>
        )}
      </div>
      <section className="flex items-start justify-between gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <div className="flex flex-col gap-1">
          <h2 className="text-sm font-medium">Require two-factor authentication</h2>
          <p className="text-xs text-muted-foreground">
            When on, a member without two-factor is sent to set it up before they can use this workspace, and their API keys are refused until they do.
            Service accounts are not affected. Set up two-factor on your own account first.
          </p>
        </div>
        <Switch
          id="mfa-required"
          label="Require two-factor authentication"
          checked={mfaRequired}
          disabled={!canChange || update.isPending}
          onCheckedChange={(checked) => update.mutate({ mfa_required_for_users: checked })}
        />
      </section>
      <section className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <div className="flex max-w-md flex-col gap-1">
          <label htmlFor="inactivity-timeout" className="text-sm font-medium">
            Sign out after inactivity
          </label>
          <p className="text-xs text-muted-foreground" id="inactivity-timeout-hint">
            A member who does nothing in the app for this long is signed out, in the browser and on the server (a closed tab does not keep a session alive).
            API keys are not affected.
          </p>
        </div>
        <select
          id="inactivity-timeout"
          aria-describedby="inactivity-timeout-hint"
          value={timeout === null ? NEVER : String(timeout)}
          disabled={!canChange || update.isPending}
          onChange={(e) => update.mutate({ session_inactivity_timeout: e.target.value === NEVER ? null : Number(e.target.value) })}
          className="h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900"
        >
          <option value={NEVER}>Never</option>
          {choices.map((seconds) => (
            <option key={seconds} value={String(seconds)}>
              {describeInactivityTimeout(seconds)}
            </option>
          ))}
        </select>
      </section>
      <SsoSettings workspace={ws} />
    </div>
  );
}
