import { TwoFactorSection } from "../../features/two-factor/components/two-factor-section";

/** /app/settings: the profile (name, e-mail, password, two-factor, sessions, privacy, deletion). */
export default function SettingsRoute() {
  // Temporary (branch twofa): the settings page's owner mounts TwoFactorSection in the full page.
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-xl font-semibold">Settings</h1>
      <TwoFactorSection />
    </div>
  );
}
