import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { SOUND_EFFECTS_PAGE } from "#features/marketing/public-site/content/product-pages";
import { LibraryList } from "./library-list";
import { VocabularyList } from "./vocabulary-list";

/** How many of the newest library sounds the public page shows. */
const NEWEST_SHOWN = 6;

/**
 * /sound-effects: what sound effects are and how they are made (the procedural engine), what the
 * engine knows with example prompts, the library's newest sounds, and the way in.
 */
export function PublicSoundEffectsPage() {
  return (
    <ContentPage page={SOUND_EFFECTS_PAGE}>
      <section aria-labelledby="sfx-vocabulary-heading" className="flex flex-col gap-3">
        <h2 id="sfx-vocabulary-heading" className="text-xl font-semibold tracking-tight">
          What the engine knows
        </h2>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Prompts like these have a recipe; words such as heavy, distant, metal or wooden shape the sound.</p>
        <VocabularyList />
      </section>
      <section aria-labelledby="sfx-newest-heading" className="flex flex-col gap-3">
        <h2 id="sfx-newest-heading" className="text-xl font-semibold tracking-tight">
          Newest in the library
        </h2>
        <LibraryList filter={{}} limit={NEWEST_SHOWN} label="Newest sound effects" empty={<p>Nothing published yet: be the first.</p>} />
      </section>
      <section className="flex flex-col items-start gap-3 rounded-xl bg-zinc-100 p-5 dark:bg-zinc-900">
        <h2 className="font-semibold">Make your own</h2>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Sign up free: the Free plan includes 250 seconds of sound effects a month.</p>
        <Link
          to={APP_ROUTES.signUp}
          className="inline-flex h-10 items-center justify-center rounded-lg bg-zinc-900 px-4 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
        >
          Sign up free
        </Link>
      </section>
    </ContentPage>
  );
}
