import { APP_ROUTES } from "@vocable/domain";
import { Link, generatePath } from "react-router";
import { useUser } from "#features/accounts/user/api/use-user";
import { PageError, PageLoading } from "#features/productions/tasks/components/page-states";
import { ProductionsFrame } from "#features/productions/tasks/components/productions-frame";
import { useQualifications } from "../api/use-qualifications";
import { HandleForm } from "./handle-form";
import { ProducerStatusCard } from "./producer-status-card";

/** /app/productions/settings: the producer's status, probation and qualifications, the public profile handle, and the ways to the related pages. */
export function SettingsPage() {
  const user = useUser();
  const status = useQualifications();
  return (
    <ProductionsFrame title="Producer settings" description="Your standing as a producer, your qualifications and your public profile handle.">
      {user.isPending || status.isPending ? (
        <PageLoading label="Loading your producer settings" />
      ) : user.isError ? (
        <PageError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : status.isError ? (
        <PageError error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />
      ) : (
        <div className="flex flex-col gap-6">
          <ProducerStatusCard status={status.data} />
          {status.data.is_producer ? (
            <HandleForm userId={user.data.user_id} current={user.data.profile_page_handle} />
          ) : (
            <p className="text-sm text-muted-foreground">A public profile handle comes with being a producer: pass a qualification test first.</p>
          )}
          <SettingsLinks handle={user.data.profile_page_handle} />
        </div>
      )}
    </ProductionsFrame>
  );
}

function SettingsLinks({ handle }: { handle: string | null }) {
  const linkClass = "font-medium underline";
  return (
    <nav aria-label="Related pages" className="flex flex-col gap-2 text-sm">
      <h2 className="text-base font-semibold">Related pages</h2>
      <ul className="flex flex-col gap-1.5">
        <li>
          <Link to={APP_ROUTES.productionsQualifications} className={linkClass}>
            Qualification tests
          </Link>{" "}
          <span className="text-muted-foreground">— take a test to work in another language.</span>
        </li>
        <li>
          <Link to={APP_ROUTES.payouts} className={linkClass}>
            Payouts
          </Link>{" "}
          <span className="text-muted-foreground">— your balance, earnings and the payouts agreement.</span>
        </li>
        <li>
          <Link to={handle ? generatePath(APP_ROUTES.profile, { handle }) : APP_ROUTES.profiles} className={linkClass}>
            Your public profile
          </Link>{" "}
          <span className="text-muted-foreground">— how others see your work.</span>
        </li>
      </ul>
    </nav>
  );
}
