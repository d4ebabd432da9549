import type { ReactNode } from "react";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useUser } from "#features/accounts/user/api/use-user";
import { FirstNameSection } from "./first-name-section";
import { PrivacySection } from "./privacy-section";
import { ProductUpdatesSection } from "./product-updates-section";
import { PublicNameSection } from "./public-name-section";
import { ReferralLinkSection } from "./referral-link-section";

/**
 * /app/settings, the profile. `accountSections` and `securitySections` are where the account's
 * e-mail change and password change, and two-factor, sessions and account deletion are mounted.
 */
export function SettingsPage({ accountSections, securitySections }: { accountSections?: ReactNode; securitySections?: ReactNode }) {
  const user = useUser();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="settings-page">
      <div>
        <h1 className="text-xl font-semibold">Settings</h1>
        {user.data ? <p className="text-sm text-muted-foreground">{user.data.email}</p> : null}
      </div>
      {user.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(user.error)}
        </p>
      ) : !user.data ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading settings" />
        </div>
      ) : (
        <>
          <FirstNameSection user={user.data} />
          {accountSections}
          <PublicNameSection user={user.data} />
          <ProductUpdatesSection user={user.data} />
          <PrivacySection user={user.data} />
          <ReferralLinkSection />
          {securitySections}
        </>
      )}
    </div>
  );
}
