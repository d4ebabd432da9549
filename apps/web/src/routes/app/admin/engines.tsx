import { EnginesPage } from "#features/operators/engines/components/engines-page";

/** /app/admin/engines */
export default function AdminEnginesRoute() {
  return <EnginesPage />;
}
