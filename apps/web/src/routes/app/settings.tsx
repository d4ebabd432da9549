import { SettingsPage } from "../../features/settings/components/settings-page";

/** /app/settings: the profile (name, e-mail, password, two-factor, sessions, privacy, deletion). */
export default function SettingsRoute() {
  return <SettingsPage />;
}
