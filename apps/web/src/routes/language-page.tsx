import { useParams } from "react-router";
import { LanguagePage } from "#features/marketing/language-pages/components/language-page";

/** /text-to-speech/:slug: one language or accent landing page of the domain's table (an unknown slug is Not Found). */
export default function LanguagePageRoute() {
  const { slug = "" } = useParams();
  // A new page starts afresh: its own text, no answer of the previous one.
  return <LanguagePage key={slug} slug={slug} />;
}
