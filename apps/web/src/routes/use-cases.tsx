import { useParams } from "react-router";
import { UseCasePage } from "#features/marketing/public-site/components/use-case-page";

/** /use-cases/:name: one use case of the domain's table (an unknown name is Not Found). */
export default function UseCasesRoute() {
  const { name = "" } = useParams();
  return <UseCasePage slug={name} />;
}
