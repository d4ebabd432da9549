import type { User } from "@vocable/contract";
import { useMutation } from "@tanstack/react-query";
import { Switch } from "#components/ui/switch";
import { handleError } from "#lib/handle-error";
import { storeCcpaOptOut, syncCcpaOptOut } from "#features/accounts/privacy/ccpa-store";
import { SettingsSection } from "./settings-section";

/**
 * The privacy (CCPA) opt-out, kept on the account so it follows the user to every browser. As the
 * spec's CCPA rule says (accounts §4), a change is synced to the account, stored in this browser
 * (storage and cookie) and then the page reloads, so everything on it starts again under the new
 * choice. The account is told first: if it refuses, the error shows and nothing changed anywhere.
 */
export function PrivacySection({ user }: { user: User }) {
  const save = useMutation({
    mutationFn: async (optOut: boolean) => {
      await syncCcpaOptOut(optOut);
      return optOut;
    },
    onSuccess: (optOut) => {
      storeCcpaOptOut(optOut);
      window.location.reload();
    },
    onError: handleError,
  });
  // Pending, or saved and reloading: the switch shows the new choice until the page is replaced.
  const checked = save.isPending || save.isSuccess ? (save.variables ?? user.ccpa_opt_out) : user.ccpa_opt_out;
  return (
    <SettingsSection
      title="Privacy"
      description="Your choice under US state privacy laws (CCPA and similar). It is kept on your account, so it applies in every browser you sign in with. Changing it reloads the page."
      testId="settings-privacy"
    >
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="ccpa-opt-out" className="text-sm text-zinc-700 dark:text-zinc-300">
          Do not sell or share my personal information
        </label>
        <Switch
          id="ccpa-opt-out"
          label="Do not sell or share my personal information"
          checked={checked}
          onCheckedChange={(next) => !save.isPending && !save.isSuccess && save.mutate(next)}
        />
      </div>
    </SettingsSection>
  );
}
