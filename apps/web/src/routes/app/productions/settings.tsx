import { SettingsPage } from "#features/productions/producers/components/settings-page";

/** /app/productions/settings: producer status, qualifications and the profile handle. */
export default function ProductionsSettingsRoute() {
  return <SettingsPage />;
}
