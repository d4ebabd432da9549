import { ChangePasswordSection } from "#features/accounts/account-security/components/change-password-section";
import { DeleteAccountSection } from "#features/accounts/account-security/components/delete-account-section";
import { EmailSection } from "#features/accounts/account-security/components/email-section";
import { SessionsSection } from "#features/accounts/account-security/components/sessions-section";
import { SettingsPage } from "#features/accounts/settings/components/settings-page";
import { TwoFactorSection } from "#features/accounts/two-factor/components/two-factor-section";

/** /app/settings: the profile (name, e-mail, password, two-factor, sessions, privacy, deletion). */
export default function SettingsRoute() {
  return (
    <SettingsPage
      accountSections={
        <>
          <EmailSection />
          <ChangePasswordSection />
        </>
      }
      securitySections={
        <>
          <TwoFactorSection />
          <SessionsSection />
          <DeleteAccountSection />
        </>
      }
    />
  );
}
