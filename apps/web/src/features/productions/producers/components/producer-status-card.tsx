import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { percentText, producerStatusText, qualificationLabel } from "../producer-view";

interface Status {
  is_producer: boolean;
  is_in_probation: boolean;
  qualifications: { qualification: string; held: boolean; word_error_rate: number | null }[];
}

/** Producer or not, in probation or not, and the qualifications held with the score that earned each. */
export function ProducerStatusCard({ status }: { status: Status }) {
  const held = status.qualifications.filter((q) => q.held);
  return (
    <section aria-labelledby="producer-status" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" data-testid="producer-status">
      <h2 id="producer-status" className="text-base font-semibold">
        Status
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Producer</dt>
        <dd data-testid="producer-status-text">{producerStatusText(status)}</dd>
        <dt className="text-muted-foreground">Probation</dt>
        <dd>
          {!status.is_producer
            ? "—"
            : status.is_in_probation
              ? "Yes: you transcribe, but do not review others' work until an operator ends your probation."
              : "No: you may take transcription and review work."}
        </dd>
      </dl>
      <h3 className="text-sm font-medium">Qualifications</h3>
      {held.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None yet.{" "}
          <Link to={APP_ROUTES.productionsQualifications} className="font-medium underline">
            Take a qualification test
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="producer-qualifications">
          {held.map((q) => (
            <li key={q.qualification}>
              {qualificationLabel(q.qualification)}
              {q.word_error_rate !== null ? <span className="text-muted-foreground"> — passed with a word error rate of {percentText(q.word_error_rate)}</span> : <span className="text-muted-foreground"> — granted by an operator</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
