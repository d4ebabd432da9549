import { HomePage } from "#features/marketing/public-site/components/home-page";

/** /: what Vocable is, its products, use cases and pricing, and the way in. */
export default function HomeRoute() {
  return <HomePage />;
}
