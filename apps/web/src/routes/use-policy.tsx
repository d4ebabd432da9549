import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { USE_POLICY_PAGE } from "#features/marketing/public-site/content/policy-pages";

/** /use-policy: the acceptable use policy. */
export default function UsePolicyRoute() {
  return <ContentPage page={USE_POLICY_PAGE} />;
}
