import { EnginesPage } from "../../../features/engines/components/engines-page";

/** /app/admin/engines */
export default function AdminEnginesRoute() {
  return <EnginesPage />;
}
