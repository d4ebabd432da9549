import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { SAFETY_PAGE } from "#features/marketing/public-site/content/policy-pages";

/** /safety: the safeguards, their limits and the operator's part. */
export default function SafetyRoute() {
  return <ContentPage page={SAFETY_PAGE} />;
}
