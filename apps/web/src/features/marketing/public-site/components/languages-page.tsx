import { ACCENT_PAGES, APP_ROUTES, BUILT_IN_VOICES, DESIGN_ONLY_LANGUAGES, ENGINE_NAMES, LANGUAGE_PAGE_COUNT, LANGUAGE_PAGE_LANGUAGES, builtInLanguages } from "@vocable/domain";
import { LanguagePageLinks } from "#features/marketing/language-pages/components/language-page-links";
import type { ContentSection } from "../content/content-page";
import { accentName, languageName } from "../language-names";
import { ARTICLE_CLASS } from "./content-page";
import { ContentSections } from "./content-sections";
import { PageActions } from "./page-actions";
import { PageIntro } from "./page-intro";
import { PublicFrame } from "./public-frame";

const MORE: readonly ContentSection[] = [
  {
    heading: "Speech to text",
    paragraphs: [
      "The embedded recogniser, PocketSphinx, understands English only. Operators add other languages with a recognition engine: a Whisper, Moonshine or SenseVoice model on the server, or a transcription server such as faster-whisper.",
    ],
  },
  {
    heading: "More voices and languages",
    paragraphs: [
      "Operators add neural voices for many more languages: Piper, Kokoro and other voices from model files on the server, or any speech server that answers OpenAI's speech API. Their languages then appear in the app's voice list, so this server may speak more languages than this page shows.",
    ],
  },
];

/**
 * /languages: the languages the built-in voices speak (from the catalogue's copy in the domain),
 * the language and accent landing pages (the domain's table), and how to get more.
 */
export function LanguagesPage() {
  const languages = builtInLanguages();
  return (
    <PublicFrame>
      <article className={ARTICLE_CLASS}>
        <PageIntro
          heading="Languages"
          lead={`Every Vocable server speaks ${languages.length} languages with its ${BUILT_IN_VOICES.length} built-in voices, reaches ${DESIGN_ONLY_LANGUAGES.length} more through voice design, and speaks as many more as the engines its operator adds.`}
        />
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">Built-in voices</h2>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Languages of the built-in voices">
            {languages.map(({ language, voices }) => (
              <li key={language} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
                <h3 className="font-semibold">{languageName(language)}</h3>
                <ul className="mt-2 flex flex-col gap-1 text-sm text-zinc-700 dark:text-zinc-300">
                  {voices.map((voice) => (
                    <li key={voice.voiceId}>
                      {voice.name}: {voice.gender}, {accentName(voice.accent)} accent ({languageName(voice.locale)}, {ENGINE_NAMES[voice.engine]})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">Through voice design</h2>
          <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">
            Describe a voice with one of these languages (&ldquo;a young Japanese woman&rdquo;) and voice design makes an eSpeak NG voice that reads it. These voices are
            rough and clearly synthetic:
          </p>
          <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">{DESIGN_ONLY_LANGUAGES.map(languageName).join(", ")}.</p>
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="language-pages-heading">
          <h2 id="language-pages-heading" className="text-xl font-semibold tracking-tight">
            Hear a language
          </h2>
          <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">
            {LANGUAGE_PAGE_COUNT} languages, each with a page of its own: a sample to hear and a box to try your own text, no account needed.
          </p>
          <LanguagePageLinks entries={LANGUAGE_PAGE_LANGUAGES} label="Language pages" />
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="accent-pages-heading">
          <h2 id="accent-pages-heading" className="text-xl font-semibold tracking-tight">
            Hear an accent
          </h2>
          <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">
            {ACCENT_PAGES.length} accents. Where the installed engines have no voice for an accent, its page plays the nearest one and says so.
          </p>
          <LanguagePageLinks entries={ACCENT_PAGES} label="Accent pages" />
        </section>
        <ContentSections sections={MORE} />
        <PageActions
          actions={[
            { label: "Hear the voices", to: APP_ROUTES.showcase },
            { label: "Text to speech", to: APP_ROUTES.textToSpeechOverview },
          ]}
        />
      </article>
    </PublicFrame>
  );
}
