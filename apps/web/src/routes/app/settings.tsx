import { ChangePasswordSection } from "../../features/account-security/components/change-password-section";
import { DeleteAccountSection } from "../../features/account-security/components/delete-account-section";
import { EmailSection } from "../../features/account-security/components/email-section";
import { SessionsSection } from "../../features/account-security/components/sessions-section";

/** /app/settings: the profile (name, e-mail, password, two-factor, sessions, privacy, deletion). */
export default function SettingsRoute() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-xl font-semibold">Settings</h1>
      <EmailSection />
      <ChangePasswordSection />
      <SessionsSection />
      <DeleteAccountSection />
    </div>
  );
}
