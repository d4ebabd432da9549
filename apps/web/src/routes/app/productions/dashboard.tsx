import { DashboardPage } from "#features/productions/tasks/components/dashboard-page";

/** /app/productions/dashboard: a producer's earnings, work and queue; how to become one for anyone else. */
export default function ProductionsDashboardRoute() {
  return <DashboardPage />;
}
