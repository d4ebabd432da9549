import { useState } from "react";
import { Button } from "#components/ui/button";
import { cn } from "#lib/cn";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { ChangeEmailDialog } from "./change-email-dialog";
import { SettingsSection } from "./settings-section";

/** Settings: the account's e-mail address, whether it is verified, and the change flow. */
export function EmailSection() {
  const session = useSession();
  const [changing, setChanging] = useState(false);
  const user = session.data?.user;
  if (!user) return null;
  const verified = user.emailVerified === true;
  return (
    <SettingsSection
      id="email-section"
      title="E-mail"
      actions={
        <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
          Change e-mail
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium break-all" data-testid="account-email">
          {user.email}
        </span>
        <span
          data-testid="email-verified"
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-medium",
            verified
              ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
              : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300",
          )}
        >
          {verified ? "Verified" : "Not verified"}
        </span>
      </div>
      <ChangeEmailDialog open={changing} onOpenChange={setChanging} currentEmail={user.email} />
    </SettingsSection>
  );
}
