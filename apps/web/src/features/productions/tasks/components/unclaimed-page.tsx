import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { heldLanguages, producerTeams } from "../producer-teams";
import { useClaimFlow } from "../hooks/use-claim-flow";
import { EmptyBox } from "./page-states";
import { ProducerGate, type ProducerContext } from "./producer-gate";
import { ProductionsFrame } from "./productions-frame";
import { TeamWorkSection } from "./team-work-section";

/** /app/productions/unclaimed: the open work of each of the producer's teams, most urgent first, with Claim. */
export function UnclaimedPage() {
  return (
    <ProductionsFrame
      title="Unclaimed work"
      description="Open work in the teams your qualifications let you join. Claim one to open it in the editor; you have 24 hours (extendable once) to hand it in."
    >
      <ProducerGate>{(producer) => <UnclaimedTeams producer={producer} />}</ProducerGate>
    </ProductionsFrame>
  );
}

function UnclaimedTeams({ producer }: { producer: ProducerContext }) {
  const claim = useClaimFlow(producer.userId);
  const teams = producerTeams(heldLanguages(producer.status.qualifications), producer.status.is_in_probation);
  if (teams.length === 0) {
    return (
      <EmptyBox testId="unclaimed-no-teams">
        <p className="max-w-md">Your qualifications give you no team yet: each language's test opens that language's transcription and review work.</p>
        <Link to={APP_ROUTES.productionsQualifications} className="font-medium underline">
          Take a qualification test
        </Link>
      </EmptyBox>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {producer.status.is_in_probation ? (
        <p className="text-sm text-muted-foreground">You are in probation: review work is not listed until it ends. Transcription and dub review work is open to you.</p>
      ) : null}
      {teams.map((teamId) => (
        <TeamWorkSection key={teamId} teamId={teamId} claim={claim} />
      ))}
    </div>
  );
}
