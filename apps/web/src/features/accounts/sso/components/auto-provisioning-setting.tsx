import { formatDateTime } from "@vocable/domain";
import type { UserAutoProvisioning } from "@vocable/contract";
import { Switch } from "#components/ui/switch";
import { timeAgo } from "#lib/relative-time";
import { useUpdateUserAutoProvisioning } from "../api/use-update-user-auto-provisioning";

interface AutoProvisioningSettingProps {
  setting: UserAutoProvisioning;
  /** Admins change it; everyone else reads it. */
  canChange: boolean;
}

/** Spec §3 user_auto_provisioning: new people from verified domains join as members without an invite. */
export function AutoProvisioningSetting({ setting, canChange }: AutoProvisioningSettingProps) {
  const update = useUpdateUserAutoProvisioning();
  const enabled = update.isPending && update.variables ? update.variables.enabled : setting.enabled;
  return (
    <section className="flex items-start justify-between gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="auto-provisioning">
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium">Add new people from verified domains as members automatically</h3>
        <p className="text-xs text-muted-foreground">
          When on, someone with an address in a verified domain who signs in with SSO for the first time joins this workspace without an invite.
        </p>
        {setting.enabled && (setting.enabled_by_user_email || setting.enabled_at_unix !== null) ? (
          <p className="text-xs text-muted-foreground" data-testid="auto-provisioning-enabled-by">
            Turned on{setting.enabled_by_user_email ? ` by ${setting.enabled_by_user_email}` : ""}
            {setting.enabled_at_unix !== null ? (
              <>
                {" "}
                <time dateTime={new Date(setting.enabled_at_unix * 1000).toISOString()} title={formatDateTime(setting.enabled_at_unix)}>
                  {timeAgo(setting.enabled_at_unix)}
                </time>
              </>
            ) : null}
            .
          </p>
        ) : null}
      </div>
      <Switch
        id="user-auto-provisioning"
        label="Automatically add people from verified domains"
        checked={enabled}
        disabled={!canChange || update.isPending}
        onCheckedChange={(checked) => update.mutate({ enabled: checked })}
      />
    </section>
  );
}
