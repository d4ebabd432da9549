import { PlanRequestsAdminPage } from "#features/billing/subscriptions/components/plan-requests-admin-page";

/** /app/admin/plan-requests */
export default function AdminPlanRequestsRoute() {
  return <PlanRequestsAdminPage />;
}
