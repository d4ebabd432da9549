import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { errorMessage } from "#lib/handle-error";
import { useReferralLink } from "../api/use-referral-link";
import { SettingsSection } from "./settings-section";

/** The user's referral link with a Copy button. */
export function ReferralLinkSection() {
  const link = useReferralLink();
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success("Referral link copied to clipboard");
    } catch {
      toast.error("Could not copy. Select the link and copy it yourself.");
    }
  }
  return (
    <SettingsSection title="Referral link" description="Share it: people who sign up through it are recorded as referred by you." testId="settings-referral">
      {link.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(link.error)}
        </p>
      ) : (
        <div className="flex gap-2">
          <Input readOnly aria-label="Referral link" value={link.data?.referral_link ?? ""} onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" disabled={!link.data} onClick={() => link.data && void copy(link.data.referral_link)}>
            <Icon name="copy" className="h-4 w-4" />
            Copy
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
