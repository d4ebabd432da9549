import { PlanRequestsAdminPage } from "../../../features/billing/components/plan-requests-admin-page";

/** /app/admin/plan-requests */
export default function AdminPlanRequestsRoute() {
  return <PlanRequestsAdminPage />;
}
