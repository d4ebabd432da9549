import type { User } from "@vocable/contract";
import { Switch } from "../../../components/ui/switch";
import { useEditUser } from "../api/use-edit-user";
import { SettingsSection } from "./settings-section";

/** The privacy (CCPA) opt-out, kept on the account so it follows the user to every browser. */
export function PrivacySection({ user }: { user: User }) {
  const edit = useEditUser();
  const pending = edit.isPending ? edit.variables?.ccpa_opt_out : undefined;
  const checked = pending ?? user.ccpa_opt_out;
  return (
    <SettingsSection
      title="Privacy"
      description="Your choice under US state privacy laws (CCPA and similar). It is kept on your account, so it applies in every browser you sign in with."
      testId="settings-privacy"
    >
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="ccpa-opt-out" className="text-sm text-zinc-700 dark:text-zinc-300">
          Do not sell or share my personal information
        </label>
        <Switch id="ccpa-opt-out" label="Do not sell or share my personal information" checked={checked} onCheckedChange={(next) => edit.mutate({ ccpa_opt_out: next })} />
      </div>
    </SettingsSection>
  );
}
