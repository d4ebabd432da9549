import { DevelopersPage } from "#features/developers/developer-hub/components/developers-page";

/** /app/developers: the developers' page. */
export default function DevelopersRoute() {
  return <DevelopersPage />;
}
