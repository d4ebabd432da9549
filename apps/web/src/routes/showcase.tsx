import { ShowcasePage } from "#features/marketing/public-site/components/showcase-page";

/** /showcase: the built-in voices' previews. */
export default function ShowcaseRoute() {
  return <ShowcasePage />;
}
