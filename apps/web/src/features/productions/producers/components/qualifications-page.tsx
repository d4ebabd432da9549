import { APP_ROUTES, DAILY_ATTEMPTS } from "@vocable/domain";
import { Link } from "react-router";
import { EmptyBox, PageError, PageLoading } from "#features/productions/tasks/components/page-states";
import { ProductionsFrame } from "#features/productions/tasks/components/productions-frame";
import { useQualifications } from "../api/use-qualifications";
import { percentText, qualificationLabel } from "../producer-view";
import { QualificationTestCard } from "./qualification-test-card";

/**
 * /app/productions/settings/qualifications: each language's test (listen to a recording, type what
 * you hear, get scored by word error rate). Passing one grants the language and, the first time,
 * makes the user a producer.
 */
export function QualificationsPage() {
  const status = useQualifications();
  return (
    <ProductionsFrame
      title="Qualification tests"
      description={
        <>
          Listen to a short recording and type exactly what you hear. Your text is compared word by word with what was said; a word error rate of{" "}
          {status.data ? percentText(status.data.passing_word_error_rate) : "10%"} or less passes. You have {DAILY_ATTEMPTS} attempts per test each day.
        </>
      }
    >
      {status.isPending ? (
        <PageLoading label="Loading the tests" />
      ) : status.isError ? (
        <PageError error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />
      ) : (
        <QualificationList status={status.data} />
      )}
    </ProductionsFrame>
  );
}

function QualificationList({ status }: { status: NonNullable<ReturnType<typeof useQualifications>["data"]> }) {
  const tests = status.qualifications.filter((q) => q.test_audio_url !== null);
  const others = status.qualifications.filter((q) => q.test_audio_url === null && q.held);
  return (
    <div className="flex flex-col gap-4">
      {status.is_producer ? (
        <p className="text-sm text-muted-foreground">
          You are a producer{status.is_in_probation ? ", in probation" : ""}. Pass another language's test to take its work too, then{" "}
          <Link to={APP_ROUTES.productionsUnclaimed} className="font-medium underline">
            find work to claim
          </Link>
          .
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Pass any one test to become a producer.</p>
      )}
      {tests.length === 0 ? (
        <EmptyBox>
          <p>This server has no qualification tests. Ask its operator to make you a producer.</p>
          <Link to={APP_ROUTES.productionsSettings} className="font-medium underline">
            Back to settings
          </Link>
        </EmptyBox>
      ) : (
        <ul className="flex flex-col gap-4">
          {tests.map((test) => (
            <li key={test.qualification}>
              <QualificationTestCard test={{ ...test, test_audio_url: test.test_audio_url! }} />
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <p className="text-sm text-muted-foreground">Also held (granted by an operator): {others.map((q) => qualificationLabel(q.qualification)).join(", ")}.</p>
      ) : null}
    </div>
  );
}
