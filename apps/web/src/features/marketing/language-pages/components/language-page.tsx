import { APP_ROUTES, findLanguagePage, type LanguagePageEntry } from "@vocable/domain";
import { ARTICLE_CLASS } from "#features/marketing/public-site/components/content-page";
import { NotFoundContent } from "#features/marketing/public-site/components/not-found-content";
import { PageActions } from "#features/marketing/public-site/components/page-actions";
import { PublicFrame } from "#features/marketing/public-site/components/public-frame";
import { useOneSoundAtATime } from "../hooks/use-one-sound-at-a-time";
import { samplePath } from "../language-page-view";
import { LanguageFeatureCards } from "./language-feature-cards";
import { LanguagePageIntro } from "./language-page-intro";
import { SamplePlayer } from "./sample-player";
import { SpeakerNote } from "./speaker-note";
import { TryTextForm } from "./try-text-form";

/**
 * /text-to-speech/{slug}: one language or accent of the domain's table; a slug not in it is Not
 * Found (the server answers it with 404).
 */
export function LanguagePage({ slug }: { slug: string }) {
  const entry = findLanguagePage(slug);
  return <PublicFrame>{entry ? <LanguagePageArticle entry={entry} /> : <NotFoundContent />}</PublicFrame>;
}

function LanguagePageArticle({ entry }: { entry: LanguagePageEntry }) {
  const article = useOneSoundAtATime<HTMLElement>();
  return (
    <article ref={article} className={ARTICLE_CLASS}>
      <LanguagePageIntro entry={entry} />
      <section className="flex flex-col gap-3" aria-labelledby="sample-heading">
        <h2 id="sample-heading" className="text-xl font-semibold tracking-tight">
          Listen to the sample
        </h2>
        <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 sm:flex-row sm:items-start dark:border-zinc-800">
          <SamplePlayer src={samplePath(entry)} />
          <SpeakerNote speaker={entry.speaker} />
        </div>
      </section>
      <TryTextForm entry={entry} />
      <section className="flex flex-col gap-3" aria-labelledby="how-to-heading">
        <h2 id="how-to-heading" className="text-xl font-semibold tracking-tight">
          How to
        </h2>
        <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">{entry.howToDescription}</p>
      </section>
      <LanguageFeatureCards entry={entry} />
      <section className="flex flex-col gap-3" aria-labelledby="more-heading">
        <h2 id="more-heading" className="text-xl font-semibold tracking-tight">
          Keep what you make
        </h2>
        <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">
          A free account keeps every generation in the history, downloads it, takes longer texts and lets you choose other voices. Other languages and accents
          have pages of their own.
        </p>
        <PageActions
          actions={[
            { label: "Sign up free", to: APP_ROUTES.signUp },
            { label: "Other languages and accents", to: APP_ROUTES.languages },
          ]}
        />
      </section>
    </article>
  );
}
