import { QualificationsPage } from "#features/productions/producers/components/qualifications-page";

/** /app/productions/settings/qualifications: the qualification tests. */
export default function ProductionsQualificationsRoute() {
  return <QualificationsPage />;
}
