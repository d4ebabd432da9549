import { LanguagesPage } from "#features/marketing/public-site/components/languages-page";

/** /languages: the languages the installed engines speak. */
export default function LanguagesRoute() {
  return <LanguagesPage />;
}
