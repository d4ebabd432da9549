/**
 * The public pages' titles and descriptions (spec accounts §2 "Public marketing paths", voices §2):
 * one table the server reads to put the <title>, meta description, canonical URL and OpenGraph
 * tags into the page it serves and to write /sitemap.xml, and the web app reads to set
 * document.title on client-side navigation.
 */
import { matchesRoutePattern } from "../app-routes";
import { LANGUAGE_PAGES, LANGUAGE_PAGE_PATTERN, findLanguagePage, languagePageHead, pathOfLanguagePage } from "./language-pages";
import { USE_CASES, findUseCase, pathOfUseCase } from "./use-cases";

/** A public page's head. */
export interface MarketingPage {
  /** The page's canonical path. */
  path: string;
  title: string;
  description: string;
}

/** The pattern of the use-case pages (the slugs are {@link USE_CASES}'). */
export const USE_CASE_PATTERN = "/use-cases/:name";

/** The public pages other than the use cases, in the order the sitemap lists them. */
export const MARKETING_PAGES: readonly MarketingPage[] = [
  {
    path: "/",
    title: "Vocable · Self-hostable text to speech and voice AI",
    description: "Vocable is an open-source voice platform you run yourself: text to speech, speech to text, voice design and cloning, with an ElevenLabs-compatible API.",
  },
  { path: "/about", title: "About Vocable", description: "Vocable is an open-source, self-hostable voice and audio platform licensed under the AGPL. What it is, what it is not, and how it is built." },
  {
    path: "/text-to-speech",
    title: "Text to speech · Vocable",
    description: "Type text, pick a voice and hear it: streaming text to speech in eleven languages with built-in CPU engines, a history and an API.",
  },
  {
    path: "/text-reader",
    title: "Text reader: listen to articles and documents · Vocable",
    description: "Have long texts and articles read aloud: up to 40,000 characters a request, and embeddable Audio Native players for your articles.",
  },
  {
    path: "/voice-cloning",
    title: "Voice cloning · Vocable",
    description: "Instant and professional voice cloning with consent checks, what each builds on the engines installed, and how to add a cloning engine.",
  },
  {
    path: "/voice-library",
    title: "Voice library · Vocable",
    description: "Share voices with everyone on your Vocable server, add others' voices to your own, and find similar voices by how they sound.",
  },
  {
    path: "/voice-isolator",
    title: "Voice isolator: remove background noise · Vocable",
    description: "Clean steady background noise such as fans, hum and hiss out of recorded speech with RNNoise, through Vocable's audio isolation API.",
  },
  {
    path: "/voice-changer",
    title: "Voice changer: speech to speech · Vocable",
    description: "Record or upload speech and hear it in another voice at the same timing. The built-in engine is an approximation; operators can add a real one.",
  },
  {
    path: "/dubbing",
    title: "Dubbing: video and audio in another language · Vocable",
    description: "Upload a video or audio file and hear it spoken again in another language by voices close to its speakers', with SRT and WebVTT subtitles.",
  },
  {
    path: "/sound-effects",
    title: "Sound effects from a description · Vocable",
    description: "Describe a sound and get four variations from Vocable's procedural engine: rain, footsteps, doors, engines and more. Browse the public library.",
  },
  {
    path: "/studio",
    title: "Studio (planned) · Vocable",
    description: "Studio, an editor for long-form audio projects such as books and courses, is planned for Vocable. What you can use for long texts today.",
  },
  {
    path: "/languages",
    title: "Languages · Vocable",
    description: "The languages Vocable's built-in voices speak, the languages voice design reaches, and how operators add more through other engines.",
  },
  {
    path: "/showcase",
    title: "Showcase: hear the built-in voices · Vocable",
    description: "Listen to every built-in Vocable voice, each reading its own introduction, straight from this server with no account needed.",
  },
  {
    path: "/api",
    title: "API: ElevenLabs- and OpenAI-compatible · Vocable",
    description: "Vocable's API speaks the ElevenLabs and OpenAI speech shapes: point existing SDKs and tools at your server by changing only the base URL.",
  },
  { path: "/pricing", title: "Pricing · Vocable", description: "Vocable's plans: free to start, then monthly characters, voices and seats by plan, billed monthly or yearly in US dollars or euros." },
  {
    path: "/pricing/api",
    title: "API pricing per character · Vocable",
    description: "What 1,000 characters of text to speech cost on each Vocable plan, within the monthly allowance and beyond it, from the plan table.",
  },
  {
    path: "/enterprise",
    title: "Vocable for organisations · Enterprise",
    description: "Run Vocable for a whole organisation: your own infrastructure, single sign-on, workspaces with roles, audit log, custom limits and terms.",
  },
  { path: "/contact-sales", title: "Contact sales · Vocable", description: "Ask about an Enterprise plan for Vocable: custom limits, seats and terms. Tell us what you need and we will get back to you." },
  {
    path: "/safety",
    title: "Safety · Vocable",
    description: "How Vocable guards against misuse of synthetic voices: consent for cloning, spoken verification, operator controls, and what operators must do.",
  },
  {
    path: "/use-policy",
    title: "Acceptable use policy · Vocable",
    description: "What you may and may not do with Vocable's voices and voice cloning: consent, no impersonation or fraud, and the operator's responsibilities.",
  },
  {
    path: "/customers",
    title: "Who uses Vocable · Customers",
    description: "Vocable is run by the people and organisations who install it. We publish no customer list; here is who it is built for.",
  },
  {
    path: "/careers",
    title: "Careers and contributing · Vocable",
    description: "Vocable is an open-source project. There are no job openings listed here; you can contribute code, tests, translations and engines.",
  },
  {
    path: "/affiliates",
    title: "Affiliates · Vocable",
    description: "Vocable has no affiliate programme today. Why, and how to recommend or redistribute Vocable under its open-source licence.",
  },
];

/** The head of a use-case page. */
function useCasePage(slug: string): MarketingPage | undefined {
  const useCase = findUseCase(slug);
  return useCase && { path: pathOfUseCase(useCase.slug), title: useCase.title, description: useCase.description };
}

/** The head of a language or accent landing page. */
function languagePage(slug: string): MarketingPage | undefined {
  const entry = findLanguagePage(slug);
  return entry && { path: pathOfLanguagePage(entry), ...languagePageHead(entry) };
}

/** Every public page with its head: the pages above, the use cases, then the language and accent pages. */
export function allMarketingPages(): MarketingPage[] {
  return [
    ...MARKETING_PAGES,
    ...USE_CASES.map((useCase) => useCasePage(useCase.slug)!),
    ...LANGUAGE_PAGES.map((entry) => languagePage(entry.audioSrc)!),
  ];
}

/** The pages whose last segment names a row of a table: the pattern and the row's head, if any. */
const TABLE_PAGES: readonly { pattern: string; head: (slug: string) => MarketingPage | undefined }[] = [
  { pattern: USE_CASE_PATTERN, head: useCasePage },
  { pattern: LANGUAGE_PAGE_PATTERN, head: languagePage },
];

/** The table page whose pattern `pathname` has, with the slug it names. */
function tablePageOf(pathname: string): { slug: string; head: (slug: string) => MarketingPage | undefined } | null {
  const table = TABLE_PAGES.find((t) => matchesRoutePattern(t.pattern, pathname));
  if (!table) return null;
  return { slug: pathname.split("/").filter(Boolean)[1] ?? "", head: table.head };
}

/**
 * The public page at `pathname`, if it is one: compared without case and a trailing slash, as the
 * router does. The answer's `path` is the canonical spelling.
 */
export function findMarketingPage(pathname: string): MarketingPage | undefined {
  const table = tablePageOf(pathname);
  if (table) return table.head(table.slug);
  return MARKETING_PAGES.find((page) => matchesRoutePattern(page.path, pathname));
}

/** Whether `pathname` has the pattern of a table's pages (a use case, a language) but names no row (the app answers it with Not Found). */
export function isMissingTablePage(pathname: string): boolean {
  const table = tablePageOf(pathname);
  return table !== null && !table.head(table.slug);
}

/** The title of the Not Found page. */
export const NOT_FOUND_TITLE = "Page not found · Vocable";

/** The title every other page keeps (the app's own pages). */
export const DEFAULT_PAGE_TITLE = "Vocable";

/** The document title for `pathname`: the public page's, else {@link DEFAULT_PAGE_TITLE}. */
export function pageTitle(pathname: string): string {
  return findMarketingPage(pathname)?.title ?? DEFAULT_PAGE_TITLE;
}
