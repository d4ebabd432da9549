import { ProducerGate } from "./producer-gate";
import { ProductionsFrame } from "./productions-frame";
import { DashboardLinks } from "./dashboard-links";
import { DashboardStats } from "./dashboard-stats";
import { TeamQueue } from "./team-queue";

/**
 * /app/productions/dashboard: for a producer, the money (balance, earned), the work in hand, the
 * accuracy, the open work waiting in their teams and the ways to each productions page; for
 * anyone else, how to become a producer.
 */
export function DashboardPage() {
  return (
    <ProductionsFrame title="Productions" description="Paid transcription and review work: what you earned, what you are working on, and what is waiting to be claimed.">
      <ProducerGate>
        {(producer) => (
          <div className="flex flex-col gap-6">
            <DashboardStats userId={producer.userId} />
            <TeamQueue status={producer.status} />
            <DashboardLinks />
          </div>
        )}
      </ProducerGate>
    </ProductionsFrame>
  );
}
