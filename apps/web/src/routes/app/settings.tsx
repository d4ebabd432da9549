import { ChangePasswordSection } from "../../features/account-security/components/change-password-section";
import { DeleteAccountSection } from "../../features/account-security/components/delete-account-section";
import { EmailSection } from "../../features/account-security/components/email-section";
import { SessionsSection } from "../../features/account-security/components/sessions-section";
import { SettingsPage } from "../../features/settings/components/settings-page";
import { TwoFactorSection } from "../../features/two-factor/components/two-factor-section";

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
